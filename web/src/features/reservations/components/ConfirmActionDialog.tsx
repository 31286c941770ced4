import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/ui';
import {
  useApproveReservationMutation,
  useFinishCheckoutMutation,
  useRemoveSensitiveDataMutation,
  useRevertCancellationMutation,
} from '../api/reservation-commands-api';
import type { ActionDialogProps } from './action-subject';
import { usePendingGuests } from './use-pending-guests';
import { useRunCommand } from './use-run-command';

export type ConfirmAction = 'approve' | 'revert' | 'finishCheckout' | 'removeSensitiveData';

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
  const text = (suffix: string) =>
    intl.formatMessage({ id: `reservationActions.${action}${suffix}` }, { guest });
  const missing = pending.names.length > 0;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={text('Title')}
      // Passcodes are mentioned only where the property has a lock.
      description={
        missing
          ? intl.formatMessage(
              { id: 'reservationActions.approvePendingText' },
              {
                count: pending.names.length,
                names: intl.formatList(pending.names, { type: 'conjunction' }),
              },
            )
          : text(hasLock && action === 'finishCheckout' ? 'LockText' : 'Text')
      }
      destructive={action === 'removeSensitiveData'}
      confirmLabel={intl.formatMessage({
        id: missing
          ? 'reservationActions.approveAnyway'
          : action === 'removeSensitiveData'
            ? 'reservationActions.removeConfirm'
            : `reservationActions.${action}`,
      })}
      // "Cancel" beside "Revert cancellation" or "Finish checkout" reads like another action;
      // beside "Approve anyway" it says plainly that nothing happens.
      dismissLabel={intl.formatMessage({ id: missing ? 'ui.cancel' : 'ui.back' })}
      busy={busy}
      onConfirm={() => {
        void run(commands[action]).then(onClose);
      }}
    />
  );
};
