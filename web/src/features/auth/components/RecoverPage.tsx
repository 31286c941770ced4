import { useSearchParams } from 'react-router';
import { RequestRecoveryForm } from './RequestRecoveryForm';
import { ResetPasswordForm } from './ResetPasswordForm';

/** /recover: asks for the recovery e-mail, or, opened from its link (?token=), a new password. */
export const RecoverPage = () => {
  const [search] = useSearchParams();
  const token = search.get('token');
  return token ? <ResetPasswordForm token={token} /> : <RequestRecoveryForm />;
};
