import { FormProvider } from '../../../lib/forms/form-state';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { describeApiError, isApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import { useResetPasswordMutation } from '../api/auth-api';
import { useSchemaForm } from '../forms/use-schema-form';
import { AuthPage } from './AuthPage';
import { Outcome } from './Outcome';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

type State = 'editing' | 'done' | 'invalidToken';

const isInvalidToken = (error: unknown): boolean =>
  isApiError(error) &&
  (error.code === 'RESET_TOKEN_INVALID' ||
    Boolean(error.errors?.some(({ field }) => field === 'token')));

/** A new password for the account of an e-mailed link (its token). */
export const ResetPasswordForm = ({ token }: { token: string }) => {
  const intl = useIntl();
  const [reset] = useResetPasswordMutation();
  const [state, setState] = useState<State>('editing');
  const form = useSchemaForm({
    schema: 'resetPasswordSchema',
    // The token is a value of the form, not a field: it comes from the link.
    initialValues: { token, password: '', confirmPassword: '' },
    submit: async (request) => {
      await reset(request).unwrap();
      setState('done');
    },
    onFailure: (error) =>
      isInvalidToken(error)
        ? setState('invalidToken')
        : notify.error(describeApiError(intl.formatMessage, error)),
  });
  const tokenRefused = state === 'invalidToken' || (form.submitCount > 0 && !!form.errors.token);
  if (state === 'done' || tokenRefused) {
    return (
      <AuthPage titleId="auth.recover.resetTitle">
        {tokenRefused ? (
          <Outcome
            tone="error"
            messageId="error.RESET_TOKEN_INVALID"
            linkTo="/recover"
            linkId="auth.recover.requestAgain"
          />
        ) : (
          <Outcome messageId="passwordReset.done" linkTo="/login" linkId="auth.goToLogin" />
        )}
      </AuthPage>
    );
  }
  return (
    <AuthPage titleId="auth.recover.resetTitle">
      <FormProvider value={form}>
        <form className="auth-form" noValidate onSubmit={form.handleSubmit}>
          <TextField
            name="password"
            labelId="auth.field.newPassword"
            hintId="auth.hint.password"
            type="password"
            autoComplete="new-password"
          />
          <TextField
            name="confirmPassword"
            labelId="auth.field.confirmPassword"
            type="password"
            autoComplete="new-password"
          />
          <SubmitButton labelId="auth.recover.resetSubmit" busy={form.isSubmitting} />
        </form>
      </FormProvider>
    </AuthPage>
  );
};
