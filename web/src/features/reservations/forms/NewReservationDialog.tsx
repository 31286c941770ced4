import { createReservationSchema, locales, sourceName, type Locale } from '@chegada/contracts';
import { bookingSources } from '@chegada/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  EmailField,
  NumberField,
  PhoneField,
  SelectField,
  TextField,
} from '../../../components/form';
import { wallTimeOf } from '../../../lib/i18n/zoned-time';
import { useCreateReservationMutation } from '../api/reservations-api';
import type { ResidenceOption } from '../api/reservation-types';
import { CommandFormDialog } from './CommandFormDialog';
import { StayFields } from './StayFields';
import { SendLinkDialog, type CreatedReservation } from './SendLinkDialog';
import { stayInstants, stayIssues } from './stay-fields';

type Props = { residences: readonly ResidenceOption[]; onClose: () => void };

const LANGUAGE_NAMES: Record<Locale, string> = {
  'pt-BR': 'Português (Brasil)',
  'en-US': 'English (US)',
  'es-ES': 'Español (España)',
};

/** A reservation made by hand; once created, the dialog hands over the guest link to send. */
export const NewReservationDialog = ({ residences, onClose }: Props) => {
  const intl = useIntl();
  const [create] = useCreateReservationMutation();
  const [created, setCreated] = useState<CreatedReservation | null>(null);
  const text = (key: string) => intl.formatMessage({ id: `reservationForms.${key}` });
  const first = residences[0];
  if (created) return <SendLinkDialog reservation={created} onClose={onClose} />;
  const zoneOf = (residenceId: string) =>
    residences.find(({ id }) => id === residenceId)?.timeZone ?? 'America/Sao_Paulo';
  return (
    <CommandFormDialog
      title={text('newTitle')}
      description={text('newText')}
      schema={createReservationSchema}
      initialValues={{
        residenceId: first?.id ?? '',
        guestName: '',
        guestEmail: '',
        guestPhone: '',
        // Today where the property is, which late in a Brazilian evening is not UTC's today.
        checkInDate: wallTimeOf(new Date().toISOString(), zoneOf(first?.id ?? '')).date,
        checkInTime: first?.checkInTime ?? '14:00',
        checkoutDate: '',
        checkoutTime: first?.checkOutTime ?? '11:00',
        source: 'stays',
        maxGuests: 2,
        language: intl.locale,
      }}
      toRequest={({ checkInDate, checkInTime, checkoutDate, checkoutTime, ...values }) => ({
        ...values,
        guestEmail: values.guestEmail || null,
        guestPhone: values.guestPhone || null,
        ...stayInstants(
          { checkInDate, checkInTime, checkoutDate, checkoutTime },
          zoneOf(values.residenceId),
        ),
      })}
      check={(values) => stayIssues(values, zoneOf(values.residenceId), intl)}
      submitLabel={text('create')}
      onSubmit={async (request) => {
        const answer = await create(request).unwrap();
        setCreated({
          id: answer.data.id,
          guestName: request.guestName,
          guestEmail: request.guestEmail ?? null,
          guestPhone: request.guestPhone ?? null,
          guestPhoneE164: answer.guestPhoneE164,
          source: request.source,
          language: request.language,
          residenceName: residences.find(({ id }) => id === request.residenceId)?.name ?? '',
          linkSentBy: answer.guestLinkSentBy ?? [],
        });
        return answer;
      }}
      onDone={() => undefined}
      onClose={onClose}
    >
      <SelectField
        name="residenceId"
        label={text('property')}
        options={residences.map(({ id, name }) => ({ value: id, label: name }))}
        required
      />
      <TextField name="guestName" label={text('guestName')} autoComplete="off" required />
      <EmailField name="guestEmail" label={text('guestEmail')} autoComplete="off" />
      <PhoneField name="guestPhone" label={text('guestPhone')} autoComplete="off" />
      <StayFields />
      <SelectField
        name="source"
        label={text('source')}
        options={bookingSources.map((source) => ({
          value: source,
          label: sourceName(source, intl.formatMessage({ id: 'reservationsPage.sourceOther' })),
        }))}
        required
      />
      <NumberField name="maxGuests" label={text('maxGuests')} min={1} required />
      <SelectField
        name="language"
        label={text('language')}
        options={locales.map((locale) => ({
          value: locale,
          label: LANGUAGE_NAMES[locale],
          lang: locale,
        }))}
        required
      />
    </CommandFormDialog>
  );
};
