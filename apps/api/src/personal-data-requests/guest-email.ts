import { AppError } from '../common';
import { unlockDestinationsOf, type GuestLinkTarget } from '../guest-form';

/** The e-mail the host entered (the link cannot change it), else the form's. */
export const guestEmailOf = (target: Pick<GuestLinkTarget, 'state'>) =>
  unlockDestinationsOf(target, 'main').find((each) => each.channel === 'email');

/** As guestEmailOf, for a request that cannot go on without it (the guest asked from a link). */
export const requiredGuestEmailOf = (target: GuestLinkTarget) => {
  const email = guestEmailOf(target);
  if (!email)
    throw new AppError('VALIDATION_FAILED', [{ field: 'kind', key: 'guestDataRequests.noEmail' }]);
  return email;
};
