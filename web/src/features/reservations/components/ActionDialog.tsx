import { ExtendDialog } from '../forms/ExtendDialog';
import { MotiveDialog } from '../forms/MotiveDialog';
import {
  DynamicPasswordDialog,
  MaxGuestsDialog,
  ResponsibleDialog,
} from '../forms/SmallCommandDialogs';
import type { ActionDialogProps } from './action-subject';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import type { ReservationAction } from './reservation-status';

type Props = ActionDialogProps & { action: ReservationAction };

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
