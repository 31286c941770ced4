import { FormattedMessage } from 'react-intl';
import type { GuestFormPage, GuestLink } from '../api/guest-form-types';
import '../guest-summary.css';

/**
 * On an additional guest's own link, where their own part stands (spec §3, Progress), from
 * what they actually gave (guestPartProgress on the server): not the holder's submission.
 */
export const OwnPartStatus = ({ page, link }: { page: GuestFormPage; link: GuestLink }) => {
  const progress = page.guestParts[link.additionalGuestKey ?? ''] ?? 'not_started';
  const done = progress === 'completed';
  return (
    <section className={`guest-status ${done ? 'inAnalysis' : 'filling'}`} aria-live="polite">
      <h2>
        <FormattedMessage id={done ? 'guest.own.partComplete' : 'guest.own.partPending'} />
      </h2>
      <p>
        <FormattedMessage id={done ? 'guest.own.partCompleteHint' : 'guest.own.partPendingHint'} />
      </p>
    </section>
  );
};
