import type { ActionSubject } from './action-subject';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import type { ReservationAction } from './reservation-status';

/** The actions with a dialog so far; the menu offers only these. */
export const dialogActions: ReadonlySet<ReservationAction> = new Set([
  'approve',
  'revert',
  'finishCheckout',
  'removeSensitiveData',
]);

type Props = {
  action: ReservationAction;
  subject: ActionSubject;
  guest: string;
  onClose: () => void;
};

/** The dialog of one action: a confirmation, or a small form for what the action needs. */
export const ActionDialog = ({ action, subject, guest, onClose }: Props) => {
  switch (action) {
    case 'approve':
    case 'revert':
    case 'finishCheckout':
    case 'removeSensitiveData':
      return (
        <ConfirmActionDialog action={action} subject={subject} guest={guest} onClose={onClose} />
      );
    case 'refuse':
    case 'cancel':
    case 'visibility':
    case 'extend':
    case 'maxGuests':
    case 'responsible':
    case 'dynamicPassword':
      // Built on the form kit (components/form) once it lands; until then not offered.
      return null;
  }
};
