import { lazyForm } from '../../../components/form/lazy-form';
import { useTrialDays } from '../../../lib/api/plans-api';
import { AuthPage } from './AuthPage';

// Its height at 360–1280 px wide (its ten fields and the button).
const RegisterForm = lazyForm(
  () => import('../forms/RegisterForm').then((module) => module.RegisterForm),
  { height: '69rem' },
);

/** /register (spec §5). */
export const RegisterPage = () => {
  // The trial's length as the server is configured (TRIAL_DAYS), never a number of our own.
  const days = useTrialDays();
  return (
    <AuthPage
      titleId="route.register"
      introId="auth.register.intro"
      introValues={{ days }}
      links={[{ to: '/login', messageId: 'auth.register.hasAccount' }]}
    >
      <RegisterForm />
    </AuthPage>
  );
};
