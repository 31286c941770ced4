import { FormattedMessage } from 'react-intl';
import { guestDetailsPath, guestLinkPath, guestPrivacyPath } from '@chegada/contracts';
import type { GuestFormPage, GuestLink } from '../api/guest-form-types';
import { GuestPageLink } from '../routing/guest-routing';

type Props = { page: GuestFormPage; link: GuestLink };

const partsOf = ({ page, link }: Props) => ({
  friendlyCode: page.company.friendlyCode,
  source: link.source,
  reservationId: link.id,
});

// Loaded apart (lazy) by the screens that show them: the guest link's path builder is shared
// with the console's chunks, so a static import would add a chunk to the guest's first load.

/** From the guest link to what the holder sent, once it can no longer change. */
export const SentFormLink = (props: Props) => (
  <GuestPageLink to={guestDetailsPath(partsOf(props))}>
    <FormattedMessage id="guest.seeSent" />
  </GuestPageLink>
);

/** From what was sent back to the form, while it can still change. */
export const ContinueFormLink = (props: Props) => (
  <GuestPageLink to={guestLinkPath(partsOf(props))}>
    <FormattedMessage id="guest.continueForm" />
  </GuestPageLink>
);

/**
 * From a guest's link to their requests about their personal data (issue 32): the holder's, or
 * an adult companion's own from their own link.
 */
export const PrivacyLink = (props: Props) => (
  <p className="guest-privacy-link">
    <GuestPageLink
      to={guestPrivacyPath({
        ...partsOf(props),
        additionalGuestKey: props.link.additionalGuestKey,
      })}
    >
      <FormattedMessage id="guest.privacyLink" />
    </GuestPageLink>
  </p>
);
