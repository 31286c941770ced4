import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { genericGuestLinkSchema } from '@chegada/contracts';
import {
  DateField,
  NumberField,
  PhoneField,
  SchemaForm,
  SubmitButton,
  TextField,
} from '../../../components/form';
import { useStartGenericReservationMutation } from '../api/generic-link-api';
import type { GenericLinkPage, GenericLinkTarget } from '../api/guest-form-types';
import { useGuestNavigate } from '../routing/guest-routing';
import { dayIn } from '../steps/step-values';

type Values = {
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  checkInDate: string;
  checkOutDate: string;
  maxGuests: number | '';
};

/**
 * The property's unique link (spec §2): the guest gives name and dates first, which creates
 * the reservation, then goes on to its own guest form.
 */
export const GenericLinkForm = ({
  target,
  page,
}: {
  target: GenericLinkTarget;
  page: GenericLinkPage;
}) => {
  const intl = useIntl();
  const navigate = useGuestNavigate();
  const [start] = useStartGenericReservationMutation();
  const t = (id: string) => intl.formatMessage({ id: `guest.field.${id}` });
  // The server's rule on the property's "today": no stay starts before it.
  const today = dayIn(new Date(), page.residence.timeZone);
  const schema = useMemo(() => genericGuestLinkSchema({ today }), [today]);
  const initialValues: Values = {
    guestName: '',
    guestEmail: '',
    guestPhone: '',
    checkInDate: '',
    checkOutDate: '',
    maxGuests: '',
  };
  return (
    <SchemaForm
      className="guest-step form"
      initialValues={initialValues}
      schema={schema}
      toRequest={(values) => ({ ...values, language: intl.locale })}
      onSubmit={async (request) => {
        const reservation = await start({ target, request }).unwrap();
        navigate(reservation.link);
      }}
    >
      <TextField name="guestName" label={t('name')} autoComplete="name" required />
      <TextField
        name="guestEmail"
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <PhoneField name="guestPhone" label={t('phone')} hint={t('phoneHint')} />
      <div className="field-row">
        <DateField name="checkInDate" label={t('checkInDate')} min={today} required />
        <DateField name="checkOutDate" label={t('checkOutDate')} required />
      </div>
      <NumberField
        name="maxGuests"
        label={t('guestCount')}
        min={1}
        max={page.residence.maxGuests}
        required
      />
      <div className="step-actions">
        <SubmitButton
          label={intl.formatMessage({ id: 'guest.next' })}
          pending={intl.formatMessage({ id: 'guest.saving' })}
        />
      </div>
    </SchemaForm>
  );
};
