import { useIntl } from 'react-intl';
import { resetPasswordSchema } from '@chegada/contracts';
import { SchemaForm, SubmitButton } from '../../../components/form';
import { describeApiError, isApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import { useResetPasswordMutation } from '../api/auth-api';
import { NewPasswordFields } from './NewPasswordFields';
import { useText } from '../../../lib/i18n/use-text';

const isInvalidToken = (error: unknown): boolean =>
  isApiError(error) &&
  (error.code === 'RESET_TOKEN_INVALID' ||
    Boolean(error.errors?.some(({ field }) => field === 'token')));

type Props = { token: string; onDone: () => void; onInvalidToken: () => void };

/** A new password for the account of an e-mailed link (its token). */
export const NewPasswordForm = ({ token, onDone, onInvalidToken }: Props) => {
  const intl = useIntl();
  const text = useText();
  const [reset] = useResetPasswordMutation();
  return (
    <SchemaForm
      schema={resetPasswordSchema}
      // The token is a value of the form, not a field: it comes from the link.
      initialValues={{ token, password: '', confirmPassword: '' }}
      onSubmit={async (request) => {
        await reset(request).unwrap();
        onDone();
      }}
      onFailure={(error, onFields) => {
        if (isInvalidToken(error)) onInvalidToken();
        else if (!onFields) notify.error(describeApiError(intl.formatMessage, error));
      }}
    >
      <NewPasswordFields labelId="auth.field.newPassword" />
      <SubmitButton label={text('auth.recover.resetSubmit')} />
    </SchemaForm>
  );
};
