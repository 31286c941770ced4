import { FormattedMessage } from 'react-intl';
import { useSessionUser } from '../../lib/session/use-session';
import { paymentLinkToOpen } from '../../lib/session/session-user';
import { Role } from '@chegada/contracts';
import './creating-held.css';

/** The id the "New …" buttons point their description at while creating is held back. */
export const CREATING_HELD_ID = 'creating-held-notice';

/**
 * Spec §4 / issue 31: an inactive account creates nothing new until it pays, or subscribes
 * again once cancelled and over (not admins).
 */
export const useCreatingHeld = (): boolean => {
  const user = useSessionUser();
  return Boolean(
    user && user.role !== Role.ADMIN && user.currentSubscription?.status === 'inactive',
  );
};

/**
 * On the console pages that create things (reservations, properties): while the account is
 * inactive, why "New …" is off and the way to pay, opened in a new tab (spec §4).
 */
export const CreatingHeldNotice = () => {
  const user = useSessionUser();
  if (!useCreatingHeld() || !user) return null;
  const payAt = paymentLinkToOpen(user);
  // Cancelled and over: nothing is owed, the way back is to subscribe again.
  const ended = Boolean(user.currentSubscription?.ended);
  return (
    <div role="note" className="creating-held-notice">
      <p id={CREATING_HELD_ID}>
        <FormattedMessage id={ended ? 'nav.creatingHeld.ended' : 'nav.creatingHeld'} />
      </p>
      <p className="creating-held-links">
        <a href="/u/subscription" target="_blank" rel="noopener">
          <FormattedMessage id={ended ? 'nav.creatingHeld.resume' : 'nav.creatingHeld.link'} />
        </a>
        {payAt ? (
          <a href={payAt} target="_blank" rel="noopener">
            <FormattedMessage id="nav.creatingHeld.pay" />
          </a>
        ) : null}
      </p>
    </div>
  );
};
