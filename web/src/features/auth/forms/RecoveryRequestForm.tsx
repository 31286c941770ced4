import { recoverPasswordSchema } from '@chegada/contracts';
import { EmailField, SchemaForm, SubmitButton } from '../../../components/form';
import { useRecoverPasswordMutation } from '../api/auth-api';
import { useText } from '../../../lib/i18n/use-text';

/** The e-mail to send the recovery link to. */
export const RecoveryRequestForm = ({ onSent }: { onSent: () => void }) => {
  const text = useText();
  const [recover] = useRecoverPasswordMutation();
  return (
    <SchemaForm
      schema={recoverPasswordSchema}
      initialValues={{ email: '' }}
      onSubmit={async (request) => {
        await recover(request).unwrap();
        onSent();
      }}
    >
      <EmailField name="email" label={text('auth.field.email')} required />
      <SubmitButton label={text('auth.recover.submit')} />
    </SchemaForm>
  );
};
