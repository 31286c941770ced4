import { FormProvider } from '../../../lib/forms/form-state';
import { useState } from 'react';
import { useRecoverPasswordMutation } from '../api/auth-api';
import { useSchemaForm } from '../forms/use-schema-form';
import { AuthPage } from './AuthPage';
import { Outcome } from './Outcome';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

/**
 * The recovery request. The answer is worded by the client and is the same for every e-mail,
 * so nobody learns here whether an address has an account.
 */
export const RequestRecoveryForm = () => {
  const [recover] = useRecoverPasswordMutation();
  const [sent, setSent] = useState(false);
  const form = useSchemaForm({
    schema: 'recoverPasswordSchema',
    initialValues: { email: '' },
    submit: async (request) => {
      await recover(request).unwrap();
      setSent(true);
    },
  });
  if (sent) {
    return (
      <AuthPage titleId="route.recover">
        <Outcome messageId="passwordReset.requested" linkTo="/login" linkId="auth.backToLogin" />
      </AuthPage>
    );
  }
  return (
    <AuthPage titleId="route.recover" introId="auth.recover.intro">
      <FormProvider value={form}>
        <form className="auth-form" noValidate onSubmit={form.handleSubmit}>
          <TextField name="email" labelId="auth.field.email" type="email" autoComplete="email" />
          <SubmitButton labelId="auth.recover.submit" busy={form.isSubmitting} />
        </form>
      </FormProvider>
    </AuthPage>
  );
};
