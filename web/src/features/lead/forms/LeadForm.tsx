import { newContactSchema, type NewContactRequest } from '@chegada/contracts';
import {
  EmailField,
  NumberField,
  SchemaForm,
  SubmitButton,
  TextField,
} from '../../../components/form';
import { notify } from '../../../lib/notifications/notify';
import { useRegisterLeadMutation } from '../api/lead-api';
import { useText } from '../../../lib/i18n/use-text';

/** What the inputs hold: a number input is '' until the visitor types a number. */
type LeadValues = Omit<NewContactRequest, 'quantityOfProperties'> & {
  quantityOfProperties: number | '';
};

const empty: LeadValues = { name: '', email: '', phone: '', company: '', quantityOfProperties: '' };

/** The registration site's lead form: the same schema as POST /api/new-contact (1–1000 properties). */
export const LeadForm = ({ onSubmitted }: { onSubmitted: () => void }) => {
  const [register] = useRegisterLeadMutation();
  const text = useText();
  return (
    <SchemaForm
      schema={newContactSchema}
      initialValues={empty}
      onSubmit={async (request) => {
        await register(request).unwrap();
        onSubmitted();
      }}
      onFailure={() => notify.error(text('form.submitFailed'))}
    >
      <p className="form-note">{text('form.allRequired')}</p>
      <TextField name="name" label={text('form.name')} autoComplete="name" required />
      <EmailField name="email" label={text('form.email')} required />
      <TextField name="phone" label={text('form.phone')} type="tel" autoComplete="tel" required />
      <TextField name="company" label={text('lead.company')} autoComplete="organization" required />
      <NumberField
        name="quantityOfProperties"
        label={text('lead.quantityOfProperties')}
        min={1}
        max={1000}
        required
      />
      <SubmitButton />
    </SchemaForm>
  );
};
