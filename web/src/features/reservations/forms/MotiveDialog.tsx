import { cancelFormSchema, refuseFormSchema, setFormVisibilitySchema } from '@chegada/contracts';
import { useIntl } from 'react-intl';
import { TextAreaField } from '../../../components/form';
import { useSessionUser } from '../../../lib/session/use-session';
import {
  useCancelReservationMutation,
  useRefuseReservationMutation,
  useSetFormVisibilityMutation,
} from '../api/reservation-commands-api';
import type { ActionDialogProps } from '../components/action-subject';
import { CommandFormDialog } from './CommandFormDialog';

export type MotiveAction = 'refuse' | 'cancel' | 'visibility';

type Props = ActionDialogProps & { action: MotiveAction };

const FIELDS = {
  refuse: 'refuseMotive',
  cancel: 'cancelMotive',
  visibility: 'hiddenMotive',
} as const;

const SCHEMAS = {
  refuse: refuseFormSchema,
  cancel: cancelFormSchema,
  visibility: setFormVisibilitySchema,
};

const motiveValues = (field: string): Record<string, string> => ({ [field]: '' });

/** Refuse, cancel, hide or show: each says why, in words the guest or a colleague will read. */
export const MotiveDialog = ({ action, subject, guest, hasLock, onClose }: Props) => {
  const intl = useIntl();
  const user = useSessionUser();
  const [refuse] = useRefuseReservationMutation();
  const [cancel] = useCancelReservationMutation();
  const [setVisibility] = useSetFormVisibilityMutation();
  // Showing a hidden form needs no motive; hiding, refusing and cancelling do.
  const step = action === 'visibility' ? (subject.hidden ? 'show' : 'hide') : action;
  const text = (key: string) =>
    intl.formatMessage({ id: `reservationForms.${step}${key}` }, { guest });
  const field = FIELDS[action];
  const target = { id: subject.id, revision: subject.revision };
  const run = (motive: string) => {
    switch (action) {
      case 'refuse':
        return refuse({ ...target, refuseMotive: motive }).unwrap();
      case 'cancel':
        return cancel({ ...target, cancelMotive: motive, userId: user?.id ?? '' }).unwrap();
      case 'visibility':
        return setVisibility({ ...target, hiddenMotive: motive }).unwrap();
    }
  };
  return (
    <CommandFormDialog
      title={text('Title')}
      // A cancellation ends the lock's passcodes: said only where the property has a lock.
      description={text(hasLock && action === 'cancel' ? 'LockText' : 'Text')}
      schema={SCHEMAS[action]}
      initialValues={motiveValues(field)}
      toRequest={(values) => ({
        id: subject.id,
        [field]: values[field],
        ...(action === 'cancel' ? { userId: user?.id } : {}),
      })}
      // The schema lets a visibility toggle go without a motive; hiding needs one.
      check={(values) =>
        step === 'hide' && !values[field]?.trim()
          ? { [field]: intl.formatMessage({ id: 'validation.required' }) }
          : {}
      }
      submitLabel={intl.formatMessage({ id: `reservationActions.${step}` })}
      onSubmit={(request: Record<string, unknown>) => {
        const motive = request[field];
        return run(typeof motive === 'string' ? motive : '');
      }}
      onClose={onClose}
    >
      <TextAreaField name={field} label={text('Motive')} rows={3} required={step !== 'show'} />
    </CommandFormDialog>
  );
};
