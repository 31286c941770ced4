import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/ui';
import {
  useApproveReservationMutation,
  useFinishCheckoutMutation,
  useRemoveSensitiveDataMutation,
  useRevertCancellationMutation,
} from '../api/reservation-commands-api';
import type { ActionDialogProps } from './action-subject';
import { confirmWording, type ConfirmAction } from './confirm-wording';
import { usePendingGuests } from './use-pending-guests';
import { useRunCommand } from './use-run-command';

type Props = ActionDialogProps & { action: ConfirmAction };

/** The actions that take only a "yes": each says what will happen before it is done. */
export const ConfirmActionDialog = ({ action, subject, guest, hasLock, onClose }: Props) => {
  const intl = useIntl();
  const run = useRunCommand();
  const [approve, approving] = useApproveReservationMutation();
  const [revert, reverting] = useRevertCancellationMutation();
  const [finish, finishing] = useFinishCheckoutMutation();
  const [remove, removing] = useRemoveSensitiveDataMutation();
  const target = { id: subject.id, revision: subject.revision };
  const commands = {
    approve: () => approve(target).unwrap(),
    revert: () => revert(target).unwrap(),
    finishCheckout: () => finish(target).unwrap(),
    removeSensitiveData: () => remove(target).unwrap(),
  } satisfies Record<ConfirmAction, unknown>;
  // Approving while an adult's own-link part is missing leaves their data out: said first.
  const pending = usePendingGuests(subject.id, action === 'approve');
  const busy =
    !pending.ready || [approving, reverting, finishing, removing].some((state) => state.isLoading);
  const wording = confirmWording(intl, action, {
    subject,
    guest,
    hasLock,
    pending: pending.names,
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({ id: `reservationActions.${action}Title` }, { guest })}
      description={wording.description}
      destructive={wording.destructive}
      confirmLabel={wording.confirm}
      dismissLabel={wording.dismiss}
      busy={busy}
      onConfirm={() => {
        void run(commands[action]).then(onClose);
      }}
    />
  );
};
