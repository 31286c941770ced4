import { ExtendDialog } from '../forms/ExtendDialog';
import { MotiveDialog } from '../forms/MotiveDialog';
import {
  DynamicPasswordDialog,
  MaxGuestsDialog,
  ResponsibleDialog,
} from '../forms/SmallCommandDialogs';
import type { ActionSubject } from './action-subject';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import type { ReservationAction } from './reservation-status';

type Props = {
  action: ReservationAction;
  subject: ActionSubject;
  guest: string;
  /** The property opens with a lock: the dialogs then say what happens to its passcodes. */
  hasLock: boolean;
  onClose: () => void;
};

/** The dialog of one action: a confirmation, or a small form for what the action needs. */
export const ActionDialog = ({ action, ...props }: Props) => {
  switch (action) {
    case 'approve':
    case 'revert':
    case 'finishCheckout':
    case 'removeSensitiveData':
      return <ConfirmActionDialog action={action} {...props} />;
    case 'refuse':
    case 'cancel':
    case 'visibility':
      return <MotiveDialog action={action} {...props} />;
    case 'extend':
      return <ExtendDialog {...props} />;
    case 'maxGuests':
      return <MaxGuestsDialog {...props} />;
    case 'responsible':
      return <ResponsibleDialog {...props} />;
    case 'dynamicPassword':
      return <DynamicPasswordDialog {...props} />;
  }
};
