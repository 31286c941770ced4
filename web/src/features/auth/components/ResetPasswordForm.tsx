import { useState } from 'react';
import { lazyForm } from '../../../components/form/lazy-form';
import { AuthPage } from './AuthPage';
import { Outcome } from './Outcome';

const NewPasswordForm = lazyForm(() =>
  import('../forms/NewPasswordForm').then((module) => module.NewPasswordForm),
);

type State = 'editing' | 'done' | 'invalidToken';

/** The new password for the account of an e-mailed link, and how it went. */
export const ResetPasswordForm = ({ token }: { token: string }) => {
  const [state, setState] = useState<State>('editing');
  return (
    <AuthPage titleId="auth.recover.resetTitle">
      {state === 'editing' && (
        <NewPasswordForm
          token={token}
          onDone={() => setState('done')}
          onInvalidToken={() => setState('invalidToken')}
        />
      )}
      {state === 'done' && (
        <Outcome messageId="passwordReset.done" linkTo="/login" linkId="auth.goToLogin" />
      )}
      {state === 'invalidToken' && (
        <Outcome
          tone="error"
          messageId="error.RESET_TOKEN_INVALID"
          linkTo="/recover"
          linkId="auth.recover.requestAgain"
        />
      )}
    </AuthPage>
  );
};
