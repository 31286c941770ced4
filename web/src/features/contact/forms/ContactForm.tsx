import { contactSchema, type ContactRequest } from '@chegada/contracts';
import {
  EmailField,
  SchemaForm,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../../components/form';
import { notify } from '../../../lib/notifications/notify';
import { useSendContactMessageMutation } from '../api/contact-api';
import { useText } from '../../../lib/i18n/use-text';

const empty: ContactRequest = { name: '', email: '', phone: '', subject: '', message: '' };

/** Spec §5: every field required, the e-mail valid; the server checks the same schema. */
export const ContactForm = () => {
  const [send] = useSendContactMessageMutation();
  const text = useText();
  return (
    <SchemaForm
      schema={contactSchema}
      initialValues={empty}
      onSubmit={async (request, form) => {
        await send(request).unwrap();
        notify.success(text('contact.submitted'));
        form.resetForm();
      }}
      onFailure={() => notify.error(text('form.submitFailed'))}
    >
      <p className="form-note">{text('form.allRequired')}</p>
      <TextField name="name" label={text('form.name')} autoComplete="name" required />
      <EmailField name="email" label={text('form.email')} required />
      <TextField name="phone" label={text('form.phone')} type="tel" autoComplete="tel" required />
      <TextField name="subject" label={text('contactPage.subject')} required />
      <TextAreaField name="message" label={text('contactPage.message')} required />
      <SubmitButton />
    </SchemaForm>
  );
};
