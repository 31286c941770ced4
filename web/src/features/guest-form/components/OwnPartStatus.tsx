import { FormattedMessage } from 'react-intl';
import type { GuestFormPage, GuestLink } from '../api/guest-form-types';
import '../guest-summary.css';

// Each state's title and hint, and its box's colour (guest-summary.css).
const STATES = {
  not_started: { id: 'guest.own.partPending', tone: 'pending' },
  in_progress: { id: 'guest.own.partInProgress', tone: 'pending' },
  completed: { id: 'guest.own.partComplete', tone: 'inAnalysis' },
} as const;

/**
 * On an additional guest's own link, where their own part stands (spec §3, Progress), from
 * what they actually gave (guestPartProgress on the server): not the holder's submission.
 */
export const OwnPartStatus = ({ page, link }: { page: GuestFormPage; link: GuestLink }) => {
  const { id, tone } = STATES[page.guestParts[link.additionalGuestKey ?? ''] ?? 'not_started'];
  return (
    <section className={`guest-status ${tone}`} aria-live="polite">
      <h2>
        <FormattedMessage id={id} />
      </h2>
      <p>
        <FormattedMessage
          id={`${id}Hint`}
          values={{ selfie: String(page.company.requireSelfie) }}
        />
      </p>
    </section>
  );
};
