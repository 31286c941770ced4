import {
  dynamicPasswordSchema,
  responsibleUserSchema,
  updateMaxGuestsSchema,
} from '@chegada/contracts';
import { Role } from '@chegada/contracts';
import { useIntl } from 'react-intl';
import {
  CheckboxField,
  NumberField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/form';
import { useSessionUser } from '../../../lib/session/use-session';
import {
  useChangeResponsibleUserMutation,
  useUpdateDynamicPasswordMutation,
  useUpdateMaxGuestsMutation,
} from '../api/reservation-commands-api';
import { useAccountSubUsersQuery } from '../api/reservations-api';
import type { ActionSubject } from '../components/action-subject';
import { CommandFormDialog } from './CommandFormDialog';

type Props = { subject: ActionSubject; guest: string; onClose: () => void };

const useText = (guest: string) => {
  const intl = useIntl();
  return (key: string) => intl.formatMessage({ id: key }, { guest });
};

/** How many guests the reservation takes (never fewer than those already registered). */
export const MaxGuestsDialog = ({ subject, guest, onClose }: Props) => {
  const text = useText(guest);
  const [update] = useUpdateMaxGuestsMutation();
  return (
    <CommandFormDialog
      title={text('reservationForms.maxGuestsTitle')}
      schema={updateMaxGuestsSchema}
      initialValues={{ maxGuests: subject.maxGuests }}
      toRequest={(values) => ({ id: subject.id, maxGuests: values.maxGuests })}
      submitLabel={text('reservationForms.save')}
      onSubmit={({ maxGuests }) =>
        update({ id: subject.id, revision: subject.revision, maxGuests }).unwrap()
      }
      onClose={onClose}
    >
      <NumberField name="maxGuests" label={text('reservationForms.maxGuests')} min={1} required />
    </CommandFormDialog>
  );
};

/** Who answers for the reservation (or for its check-out): the owner or a sub-user. */
export const ResponsibleDialog = ({ subject, guest, onClose }: Props) => {
  const text = useText(guest);
  const user = useSessionUser();
  const subUsers = useAccountSubUsersQuery(undefined, { skip: user?.role !== Role.DEFAULT_USER });
  const [change] = useChangeResponsibleUserMutation();
  const options = [
    { value: '', label: text('reservationForms.choose') },
    ...(user ? [{ value: user.id, label: user.name }] : []),
    ...(subUsers.data ?? []).map((member) => ({ value: member.id, label: member.name })),
  ];
  return (
    <CommandFormDialog
      title={text('reservationForms.responsibleTitle')}
      schema={responsibleUserSchema}
      initialValues={{
        responsibleUserId: subject.responsibleUserId ?? '',
        reason: '',
        isCheckoutResponsibleUser: false,
      }}
      toRequest={(values) => ({ reservationId: subject.id, ...values })}
      submitLabel={text('reservationForms.save')}
      onSubmit={({ reservationId: _id, ...request }) =>
        change({ id: subject.id, revision: subject.revision, ...request }).unwrap()
      }
      onClose={onClose}
    >
      <SelectField
        name="responsibleUserId"
        label={text('reservationForms.responsible')}
        options={options}
        required
      />
      <CheckboxField
        name="isCheckoutResponsibleUser"
        label={text('reservationForms.checkoutResponsible')}
      />
      <TextAreaField name="reason" label={text('reservationForms.reason')} rows={2} />
    </CommandFormDialog>
  );
};

/**
 * The stay's own code (4 to 9 digits): the passcode the smart lock takes, or, on a property
 * without one (`doorCode`), the door code the guest gets instead of the property's (issue 27).
 */
export const DynamicPasswordDialog = ({
  subject,
  guest,
  onClose,
  doorCode = false,
}: Props & { doorCode?: boolean }) => {
  const text = useText(guest);
  const [update] = useUpdateDynamicPasswordMutation();
  const say = (lock: string, door: string) => text(`reservationForms.${doorCode ? door : lock}`);
  return (
    <CommandFormDialog
      title={say('dynamicPasswordTitle', 'doorCodeTitle')}
      description={say('dynamicPasswordText', 'doorCodeText')}
      schema={dynamicPasswordSchema}
      initialValues={{ dynamicPassword: '' }}
      toRequest={(values) => values}
      submitLabel={text('reservationForms.save')}
      onSubmit={({ dynamicPassword }) =>
        update({ id: subject.id, revision: subject.revision, dynamicPassword }).unwrap()
      }
      {...(doorCode ? { doneMessage: text('reservationForms.doorCodeSaved') } : {})}
      onClose={onClose}
    >
      <TextField
        name="dynamicPassword"
        label={say('dynamicPassword', 'doorCode')}
        inputMode="numeric"
        autoComplete="off"
        required
      />
    </CommandFormDialog>
  );
};
