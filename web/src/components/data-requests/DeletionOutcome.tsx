import { useIntl } from 'react-intl';
import { ACCOUNT_TIME_ZONE } from '../../lib/i18n/format';
import type { DataRequestView, DeletionOutcome as Outcome, KeptPart } from '@chegada/contracts';

/**
 * A deletion's outcome as it stands now (walk55): once the rest went at the stay's end, no line
 * still says it waits for it; the date it went is shown beside.
 */
export const deletionAsItStands = (request: DataRequestView): Outcome | null => {
  if (!request.deletion || !request.completedAt) return request.deletion;
  const kept = request.deletion.kept.filter(({ reason }) => reason !== 'stayNotEnded');
  return { ...request.deletion, kept };
};

/** The line of what goes at once: before confirming (`preview`) or done; all, or only some. */
const removedId = (preview: boolean, outcome: Outcome): string => {
  // Before the stay's end only the biometric data goes: the rest waits, as the kept lines say.
  const waits = outcome.kept.some((kept) => kept.reason === 'stayNotEnded');
  const when = preview ? 'removedOnConfirm' : 'removed';
  return `guestDataRequests.${when}${waits ? 'BeforeStay' : ''}`;
};

/**
 * What a guest's deletion destroyed at once, and what is kept, why and until when (issue 32):
 * the same words on the guest's page and on the host's list of requests. The FNRH record is
 * the government's, kept by FNRH: it has no date of ours. `preview`: what confirming would do
 * (nothing is destroyed yet). `atStayEnd`: the line of what went at the stay's end, once it did.
 * `timeZone`: whose clock the days read on, Brasília's unless a stay's review gives its property's.
 */
export const DeletionOutcome = ({
  outcome,
  preview = false,
  atStayEnd = null,
  timeZone = ACCOUNT_TIME_ZONE,
}: {
  outcome: Outcome;
  preview?: boolean;
  atStayEnd?: string | null;
  timeZone?: string | undefined;
}) => {
  const intl = useIntl();
  const part = (name: string, reference?: string | null) =>
    intl.formatMessage(
      { id: `guestDataRequests.part.${name}` },
      {
        reference: reference
          ? intl.formatMessage({ id: 'guestDataRequests.reference' }, { id: reference })
          : '',
      },
    );
  const date = (iso: string | null) =>
    iso ? intl.formatDate(iso, { dateStyle: 'long', timeZone }) : '-';
  const keptLine = (kept: KeptPart) =>
    intl.formatMessage(
      {
        id: kept.until ? 'guestDataRequests.kept' : 'guestDataRequests.keptByGovernment',
      },
      {
        part: part(kept.part, kept.reference),
        reason: intl.formatMessage({ id: `guestDataRequests.reason.${kept.reason}` }),
        date: date(kept.until),
      },
    );
  // What waits for the stay's end, in one plain line with its day (walk58).
  const waiting = outcome.kept.filter((kept) => kept.reason === 'stayNotEnded');
  return (
    <ul className="deletion-outcome">
      <li>
        {intl.formatMessage(
          { id: removedId(preview, outcome) },
          { parts: intl.formatList(outcome.removed.map((name) => part(name))) },
        )}
      </li>
      {atStayEnd ? <li>{atStayEnd}</li> : null}
      {waiting[0]?.until ? (
        <li>
          {intl.formatMessage(
            { id: 'guestDataRequests.keptUntilStayEnd' },
            {
              date: date(waiting[0].until),
              parts: intl.formatList(waiting.map((kept) => part(kept.part))),
            },
          )}
        </li>
      ) : null}
      {outcome.kept
        .filter((kept) => kept.reason !== 'stayNotEnded')
        .map((kept) => (
          <li key={kept.part}>{keptLine(kept)}</li>
        ))}
    </ul>
  );
};
