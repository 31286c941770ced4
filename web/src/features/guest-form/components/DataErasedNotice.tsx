import { lazy, Suspense } from 'react';
import type { DataRequestView } from '@chegada/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  DeletionOutcome,
  deletionAsItStands,
} from '../../../components/data-requests/DeletionOutcome';
import { useOwnDataRequestsQuery } from '../api/guest-form-api';
import type { GuestFormPage, GuestLink } from '../api/guest-form-types';
import '../guest-summary.css';

// Apart, as on the form: the link's path builder is shared with the console's chunks.
const PrivacyLink = lazy(() =>
  import('./GuestPageLinks').then((module) => ({ default: module.PrivacyLink })),
);

/** The guest's own deletion that erased what they sent (the form went with it), if any. */
const ownErasureOf = (requests: readonly DataRequestView[] | undefined) =>
  requests?.find(
    (request) => request.kind === 'deletion' && request.deletion?.removed.includes('form'),
  ) ?? null;

/**
 * On the details page of a stay whose personal data is erased (issue 32 walk 56): at the
 * guest's own request, when, and what is kept, why and until when, as their request page says;
 * else that the stay's data was erased; and the way to that page. Nothing to unlock: nothing of
 * theirs is left to show.
 */
export const DataErasedNotice = ({ page, link }: { page: GuestFormPage; link: GuestLink }) => {
  const intl = useIntl();
  const { data, isLoading } = useOwnDataRequestsQuery({
    ...link,
    friendlyCode: link.friendlyCode ?? page.company.friendlyCode,
  });
  if (isLoading) return null;
  const erasure = ownErasureOf(data);
  const outcome = erasure ? deletionAsItStands(erasure) : null;
  const at = erasure ? (erasure.completedAt ?? erasure.answeredAt ?? erasure.confirmedAt) : null;
  return (
    <section className="guest-status guest-erased" aria-live="polite">
      <h2>
        {erasure && at ? (
          <FormattedMessage
            id="guest.erased.own"
            values={{
              date: intl.formatDate(at, { dateStyle: 'long', timeZone: page.residence.timeZone }),
            }}
          />
        ) : (
          <FormattedMessage id="guest.erased.stay" />
        )}
      </h2>
      {outcome ? <DeletionOutcome outcome={outcome} /> : null}
      {/* Her requests' page is where she looks next (walk60): what else she may ask, and how. */}
      <Suspense fallback={null}>
        <PrivacyLink page={page} link={link} />
      </Suspense>
    </section>
  );
};
