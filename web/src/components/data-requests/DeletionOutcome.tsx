import { useIntl } from 'react-intl';
import type { DeletionOutcome as Outcome, KeptPart } from '@chegada/contracts';

/**
 * What a guest's deletion destroyed at once, and what is kept, why and until when (issue 32):
 * the same words on the guest's page and on the host's list of requests. The FNRH record is
 * the government's, kept by FNRH: it has no date of ours.
 */
export const DeletionOutcome = ({ outcome }: { outcome: Outcome }) => {
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
    iso ? intl.formatDate(iso, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }) : '-';
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
  return (
    <ul className="deletion-outcome">
      <li>
        {intl.formatMessage(
          { id: 'guestDataRequests.removed' },
          { parts: intl.formatList(outcome.removed.map((name) => part(name))) },
        )}
      </li>
      {outcome.kept.map((kept) => (
        <li key={kept.part}>{keptLine(kept)}</li>
      ))}
    </ul>
  );
};
