import { useState } from 'react';
import { lazyForm } from '../../../components/form/lazy-form';
import { AuthPage } from './AuthPage';
import { Outcome } from './Outcome';

// Its height at 360–1280 px wide (one field and the button).
const RecoveryRequestForm = lazyForm(
  () => import('../forms/RecoveryRequestForm').then((module) => module.RecoveryRequestForm),
  { height: '9.5rem' },
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
