import type { CompanyInfo, DataRequestView } from '@chegada/contracts';
import { FormattedMessage } from 'react-intl';
import { PhoneNumber } from '../../../components/ui/PhoneNumber';

/**
 * The holder's own deletion took her e-mail: at once (a stay already over), or at the stay's
 * end, which completes a deletion that waited for it. No request of hers can then be confirmed
 * (the code goes to that e-mail; walk60). A completed deletion keeps its first answer's
 * `removed` (the biometric data alone), and what it kept then reads as of today, without the
 * contact line (walk61).
 */
export const holderContactErased = (requests: readonly DataRequestView[]): boolean =>
  requests.some(
    ({ kind, deletion, completedAt }) =>
      kind === 'deletion' &&
      deletion !== null &&
      (deletion.removed.includes('contact') || completedAt !== null),
  );

/** Said up front, instead of a form that can only be refused: the host is who to ask now. */
export const ErasedHolderNotice = ({ company }: { company: CompanyInfo | undefined }) => (
  <div className="data-request-notice" role="note">
    <p>
      <FormattedMessage id="guest.dataRequests.erasedNoRequest" />
    </p>
    {company ? (
      <p>
        <FormattedMessage
          id={company.phone ? 'guest.dataRequests.erasedContact' : 'guest.dataRequests.erasedHost'}
          values={{
            company: company.name,
            phone: <PhoneNumber phone={company.phone} dial />,
          }}
        />
      </p>
    ) : null}
  </div>
);
