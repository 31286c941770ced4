import type { IntlShape } from 'react-intl';
import type { ActionSubject } from './action-subject';
import { MOMENT_WITH_YEAR } from '../../../lib/i18n/format';

export type ConfirmAction = 'approve' | 'revert' | 'finishCheckout' | 'removeSensitiveData';

type Asked = {
  subject: Pick<ActionSubject, 'CheckIn' | 'timeZone'>;
  guest: string;
  hasLock: boolean;
  /** Adults whose own-link part is still missing (approval only). */
  pending: readonly string[];
};

type Wording = { description: string; confirm: string; dismiss: string; destructive: boolean };

/**
 * What a confirmation says before the action is done, and its two buttons. "Cancel" beside
 * "Revert cancellation" or "Finish checkout" reads like another action (cancelling the
 * reservation), so those dismiss with "Back", and a stay that has not begun is kept with "Keep
 * the stay"; beside "Approve anyway", "Cancel" says plainly that nothing happens.
 */
export const confirmWording = (
  intl: IntlShape,
  action: ConfirmAction,
  { subject, guest, hasLock, pending }: Asked,
  now: number = Date.now(),
): Wording => {
  const say = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `reservationActions.${key}` }, values);
  const cancel = intl.formatMessage({ id: 'ui.cancel' });
  if (pending.length > 0) {
    const names = intl.formatList(pending, { type: 'conjunction' });
    return {
      description: say('approvePendingText', { count: pending.length, names }),
      confirm: say('approveAnyway'),
      dismiss: cancel,
      destructive: false,
    };
  }
  // Finishing before check-in ends a stay that has not begun: said so, and confirmed as such.
  if (action === 'finishCheckout' && now < new Date(subject.CheckIn).getTime()) {
    const checkIn = intl.formatDate(subject.CheckIn, {
      ...MOMENT_WITH_YEAR,
      timeZone: subject.timeZone,
    });
    return {
      description: say('finishCheckoutEarlyText', { checkIn, lock: String(hasLock) }),
      confirm: say('finishCheckoutEarly'),
      dismiss: say('keepStay'),
      destructive: true,
    };
  }
  // Passcodes are mentioned only where the property has a lock.
  const text = hasLock && action === 'finishCheckout' ? 'LockText' : 'Text';
  return {
    description: say(`${action}${text}`, { guest }),
    confirm: say(action === 'removeSensitiveData' ? 'removeConfirm' : action),
    dismiss: intl.formatMessage({ id: 'ui.back' }),
    destructive: action === 'removeSensitiveData',
  };
};
