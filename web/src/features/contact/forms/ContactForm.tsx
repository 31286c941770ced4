import { Form, FormScope, type FormHelpers } from '../../../lib/forms/form-state';
import { useIntl } from 'react-intl';
import type { ContactRequest } from '@chegada/contracts';
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
import { useSendContactMessageMutation } from '../api/contact-api';
import '../../../components/form/form.css';

const empty: ContactRequest = { name: '', email: '', phone: '', subject: '', message: '' };

/** Spec §5: every field required, the e-mail valid; the server checks the same schema. */
export const ContactForm = () => {
  const intl = useIntl();
  const [send] = useSendContactMessageMutation();
  const text = (id: string) => intl.formatMessage({ id });
  usePreloadedSchemas();

  const submit = async (values: ContactRequest, form: FormHelpers<ContactRequest>) => {
    try {
      const { contactSchema } = await loadSharedSchemas();
      await send(contactSchema.cast(values)).unwrap();
      notify.success(text('contact.submitted'));
      form.resetForm();
    } catch (error) {
      notify.error(text('form.submitFailed'));
      form.setErrors(serverFieldErrors(error));
    }
  };

  return (
    <FormScope
      initialValues={empty}
      validate={validateWith(lazySchema('contactSchema'), intl)}
      onSubmit={submit}
    >
      <Form className="form" noValidate>
        <FormBehaviour />
        <p className="form-note">{text('form.allRequired')}</p>
        <TextField name="name" label={text('form.name')} autoComplete="name" />
        <TextField name="email" label={text('form.email')} type="email" autoComplete="email" />
        <TextField name="phone" label={text('form.phone')} type="tel" autoComplete="tel" />
        <TextField name="subject" label={text('contactPage.subject')} />
        <TextField name="message" label={text('contactPage.message')} multiline />
        <SubmitButton />
      </Form>
    </FormScope>
  );
};
