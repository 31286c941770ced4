import {
  translate,
  type DataPart,
  type DeletionOutcome,
  type KeptPart,
  type Locale,
} from '@chegada/contracts';

/**
 * A day as the guest reads it in their language: a moment on Brasília's calendar (where the
 * rules count days), a date given alone (a checkout) as it is.
 */
export const longDate = (locale: Locale, iso: string): string =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeZone: /^\d{4}-\d{2}-\d{2}$/.test(iso) ? 'UTC' : 'America/Sao_Paulo',
  }).format(new Date(iso));

/**
 * What waits for the stay's end, in one plain line with its day (walk58: "kept — the stay has
 * not ended yet; deleted once it has, until …" read oddly in every language).
 */
const waitingLines = (
  locale: Locale,
  kept: KeptPart[],
  part: (name: string) => string,
): string[] => {
  const waiting = kept.filter((one) => one.reason === 'stayNotEnded');
  const until = waiting[0]?.until;
  if (!until) return [];
  return [
    translate(locale, 'guestDataRequests.keptUntilStayEnd', {
      date: longDate(locale, until),
      parts: new Intl.ListFormat(locale).format(waiting.map((one) => part(one.part))),
    }),
  ];
};

/**
 * What a deletion destroyed and what it kept, why and until when, in words for an e-mail: the
 * lines the host's screen and the guest's page show (web DeletionOutcome), from the same keys.
 */
export const deletionOutcomeLines = (locale: Locale, outcome: DeletionOutcome): string[] => {
  const part = (name: string, reference?: string | null) =>
    translate(locale, `guestDataRequests.part.${name as DataPart}`, {
      reference: reference
        ? translate(locale, 'guestDataRequests.reference', { id: reference })
        : '',
    });
  const date = (iso: string) => longDate(locale, iso);
  const waits = outcome.kept.some((kept) => kept.reason === 'stayNotEnded');
  const parts = new Intl.ListFormat(locale).format(outcome.removed.map((name) => part(name)));
  const keptLine = (kept: KeptPart) =>
    translate(
      locale,
      kept.until ? 'guestDataRequests.kept' : 'guestDataRequests.keptByGovernment',
      {
        part: part(kept.part, kept.reference),
        reason: translate(locale, `guestDataRequests.reason.${kept.reason}`),
        date: kept.until ? date(kept.until) : '-',
      },
    );
  return [
    ...(outcome.removed.length > 0
      ? [
          translate(
            locale,
            waits ? 'guestDataRequests.removedBeforeStay' : 'guestDataRequests.removed',
            {
              parts,
            },
          ),
        ]
      : []),
    ...waitingLines(locale, outcome.kept, part),
    ...outcome.kept.filter((kept) => kept.reason !== 'stayNotEnded').map(keptLine),
  ];
};
