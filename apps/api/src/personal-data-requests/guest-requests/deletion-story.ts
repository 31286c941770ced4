import { translate, type DataPart, type DeletionOutcome, type Locale } from '@chegada/contracts';
import type { RequestOutcome } from '../request-outcome';
import { deletionOutcomeLines, longDate } from './deletion-outcome-words';

/**
 * A deletion told as it happened (walk57): what went at once when it was answered, what went
 * at the stay's end and on which day, then what is kept, why and until when, as the last run
 * found it. `first`: the outcome as answered; `completed`: the run at the stay's end, if any.
 */
export const deletionStoryLines = (
  locale: Locale,
  first: DeletionOutcome | undefined,
  completed?: { at: string; deletion: DeletionOutcome },
): string[] => {
  if (!completed) return first ? deletionOutcomeLines(locale, first) : [];
  const atOnce = first?.removed ?? [];
  const atEnd = completed.deletion.removed.filter((part) => !atOnce.includes(part));
  const list = (parts: DataPart[]) =>
    new Intl.ListFormat(locale).format(
      parts.map((name) => translate(locale, `guestDataRequests.part.${name}`, { reference: '' })),
    );
  const kept = deletionOutcomeLines(locale, { removed: [], kept: completed.deletion.kept });
  return [
    ...(atOnce.length > 0
      ? [translate(locale, 'guestDataRequests.removed', { parts: list(atOnce) })]
      : []),
    ...(atEnd.length > 0
      ? [
          translate(locale, 'guestDataRequests.removedAtStayEnd', {
            parts: list(atEnd),
            date: longDate(locale, completed.at),
          }),
        ]
      : []),
    ...kept,
  ];
};

/**
 * A request's recorded outcome in words, for whoever reads it later (the data copy): a copy
 * request answered by the copy says it was e-mailed, and on which day (walk: "Respuesta: —").
 */
export const recordedOutcomeWords = (
  locale: Locale,
  outcome: RequestOutcome | null,
): string | null => {
  if (outcome?.copySentAt)
    return translate(locale, 'dataCopy.copySent', { date: longDate(locale, outcome.copySentAt) });
  const lines = deletionStoryLines(locale, outcome?.deletion, outcome?.completed);
  return lines.length > 0 ? lines.join(' ') : null;
};
