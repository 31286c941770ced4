import { FormattedMessage, useIntl } from 'react-intl';
import type { GuestFormPage, GuestLink, SavedForm } from '../api/guest-form-types';
import { GuestLinkShare } from '../steps/GuestLinkShare';
import { pendingCompanions } from './people-summary';
import '../guest-summary.css';

type Props = {
  page: GuestFormPage;
  link: GuestLink;
  form?: SavedForm;
  /** Under the review step's heading it is a section of the step (h3); alone, an h2. */
  headingLevel?: 2 | 3;
};

/**
 * Each companion who fills in through their own link and has not yet, with the link to send
 * them (issue 27): on the review step before sending, and on the page after it, so a link the
 * holder skipped past is never out of reach. Not on a companion's own link.
 */
export const PendingCompanionLinks = ({
  page,
  link,
  form = page.form,
  headingLevel = 2,
}: Props) => {
  const intl = useIntl();
  if (link.additionalGuestKey) return null;
  const pending = pendingCompanions(intl, page, form);
  if (pending.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="guest-pending-links" aria-labelledby="pending-links-title">
      <Heading id="pending-links-title">
        <FormattedMessage id="guest.pendingLinks.title" values={{ count: pending.length }} />
      </Heading>
      <p>
        <FormattedMessage
          id="guest.pendingLinks.hint"
          values={{ selfie: String(page.company.requireSelfie) }}
        />
      </p>
      <ul>
        {pending.map((companion) => (
          <li key={companion.key}>
            <strong className="guest-pending-name">{companion.name}</strong>
            <GuestLinkShare
              page={page}
              link={link}
              guestKey={companion.key}
              name={companion.name}
            />
          </li>
        ))}
      </ul>
    </section>
  );
};
