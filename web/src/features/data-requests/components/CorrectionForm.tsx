import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { correctGuestDataSchema, type GuestPersonalData } from '@chegada/contracts';
import {
  DateField,
  EmailField,
  PhoneField,
  SchemaForm,
  SubmitButton,
  TextField,
} from '../../../components/form';
import { LoadProblem } from '../../../components/ui';
import { notify } from '../../../lib/notifications/notify';
import { useCorrectGuestDataMutation, useGuestPersonalDataQuery } from '../api/data-requests-api';

type Values = Record<keyof GuestPersonalData, string>;

const valuesOf = (data: GuestPersonalData): Values => ({
  name: data.name ?? '',
  birthDate: data.birthDate ?? '',
  documentKind: data.documentKind,
  documentNumber: data.documentNumber ?? '',
  email: data.email ?? '',
  phone: data.phone ?? '',
});

const Fields = ({
  id,
  data,
  onDone,
}: {
  id: string;
  data: GuestPersonalData;
  onDone: () => void;
}) => {
  const intl = useIntl();
  const [correct] = useCorrectGuestDataMutation();
  const label = (field: string) => intl.formatMessage({ id: `dataRequests.field.${field}` });
  return (
    <SchemaForm
      schema={correctGuestDataSchema}
      initialValues={valuesOf(data)}
      onSubmit={async (request) => {
        await correct({ id, request }).unwrap();
        notify.success(intl.formatMessage({ id: 'dataRequests.correctionSaved' }));
        onDone();
      }}
    >
      <TextField name="name" required label={label('name')} autoComplete="off" />
      <DateField name="birthDate" label={label('birthDate')} />
      <TextField
        name="documentNumber"
        label={label(`documentNumber.${data.documentKind}`)}
        autoComplete="off"
      />
      <EmailField name="email" label={label('email')} autoComplete="off" />
      <PhoneField name="phone" label={label('phone')} autoComplete="off" />
      <SubmitButton label={intl.formatMessage({ id: 'dataRequests.correctSave' })} />
    </SchemaForm>
  );
};

const Loaded = ({ id, onDone }: { id: string; onDone: () => void }) => {
  const intl = useIntl();
  const { data, error } = useGuestPersonalDataQuery(id);
  if (error) return <LoadProblem messageId="dataRequests.guestDataFailed" error={error} />;
  if (!data) return <p role="status">{intl.formatMessage({ id: 'generic.loading' })}</p>;
  return <Fields id={id} data={data} onDone={onDone} />;
};

/**
 * A correction the guest asked for, made here (issue 32): the guest's name, birth date,
 * document number, e-mail and phone as the form holds them, changed through the reservation's
 * record; the host answers the guest below once it is done.
 */
export const CorrectionForm = ({ id }: { id: string }) => {
  const [open, setOpen] = useState(false);
  return (
    <div className="data-requests-correction">
      {open ? (
        <section aria-labelledby={`correct-${id}`}>
          <h3 id={`correct-${id}`}>
            <FormattedMessage id="dataRequests.correct" />
          </h3>
          <p>
            <FormattedMessage id="dataRequests.correctIntro" />
          </p>
          <Loaded id={id} onDone={() => setOpen(false)} />
        </section>
      ) : (
        <button type="button" className="ui-button" onClick={() => setOpen(true)}>
          <FormattedMessage id="dataRequests.correct" />
        </button>
      )}
    </div>
  );
};
