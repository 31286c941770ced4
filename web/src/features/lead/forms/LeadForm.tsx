import { Form, FormScope, type FormHelpers } from '../../../lib/forms/form-state';
import { useIntl } from 'react-intl';
import type { NewContactRequest } from '@chegada/contracts';
import { FormBehaviour } from '../../../components/form/FormBehaviour';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import {
  lazySchema,
  loadSharedSchemas,
  usePreloadedSchemas,
} from '../../../lib/forms/lazy-schemas';
import { serverFieldErrors, validateWith } from '../../../lib/forms/validate-with';
import { notify } from '../../../lib/notifications/notify';
import { useRegisterLeadMutation } from '../api/lead-api';
import '../../../components/form/form.css';

/** What the inputs hold: a number input is '' until the visitor types a number. */
type LeadValues = Omit<NewContactRequest, 'quantityOfProperties'> & {
  quantityOfProperties: number | '';
};

const empty: LeadValues = { name: '', email: '', phone: '', company: '', quantityOfProperties: '' };

// An empty count is a missing one ('Required field'), not a malformed number.
const toRequest = (values: LeadValues) => ({
  ...values,
  quantityOfProperties:
    values.quantityOfProperties === '' ? undefined : values.quantityOfProperties,
});

/** The registration site's lead form: the same schema as POST /api/new-contact (1–1000 properties). */
export const LeadForm = ({ onSubmitted }: { onSubmitted: () => void }) => {
  const intl = useIntl();
  const [register] = useRegisterLeadMutation();
  const text = (id: string) => intl.formatMessage({ id });
  usePreloadedSchemas();

  const submit = async (values: LeadValues, form: FormHelpers<LeadValues>) => {
    try {
      const { newContactSchema } = await loadSharedSchemas();
      await register(newContactSchema.cast(toRequest(values))).unwrap();
      onSubmitted();
    } catch (error) {
      notify.error(text('form.submitFailed'));
      form.setErrors(serverFieldErrors(error));
    }
  };

  return (
    <FormScope
      initialValues={empty}
      validate={validateWith(lazySchema('newContactSchema'), intl, toRequest)}
      onSubmit={submit}
    >
      <Form className="form" noValidate>
        <FormBehaviour />
        <p className="form-note">{text('form.allRequired')}</p>
        <TextField name="name" label={text('form.name')} autoComplete="name" />
        <TextField name="email" label={text('form.email')} type="email" autoComplete="email" />
        <TextField name="phone" label={text('form.phone')} type="tel" autoComplete="tel" />
        <TextField name="company" label={text('lead.company')} autoComplete="organization" />
        <TextField
          name="quantityOfProperties"
          label={text('lead.quantityOfProperties')}
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
        />
        <SubmitButton />
      </Form>
    </FormScope>
  );
};
