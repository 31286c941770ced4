import { useState } from 'react';
import { lazyForm } from '../../../components/form/lazy-form';
import { AuthPage } from './AuthPage';
import { Outcome } from './Outcome';

const RecoveryRequestForm = lazyForm(() =>
  import('../forms/RecoveryRequestForm').then((module) => module.RecoveryRequestForm),
);

/**
 * The recovery request. The answer is worded by the client and is the same for every e-mail,
 * so nobody learns here whether an address has an account.
 */
export const RequestRecoveryForm = () => {
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <AuthPage titleId="route.recover">
        <Outcome messageId="passwordReset.requested" linkTo="/login" linkId="auth.backToLogin" />
      </AuthPage>
    );
  }
  return (
    <AuthPage titleId="route.recover" introId="auth.recover.intro">
      <RecoveryRequestForm onSent={() => setSent(true)} />
    </AuthPage>
  );
};
