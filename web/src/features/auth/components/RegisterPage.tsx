import { lazyForm } from '../../../components/form/lazy-form';
import { AuthPage } from './AuthPage';

// Its height at 360–1280 px wide (its ten fields and the button).
const RegisterForm = lazyForm(
  () => import('../forms/RegisterForm').then((module) => module.RegisterForm),
  { height: '69rem' },
);

/** /register (spec §5). */
export const RegisterPage = () => (
  <AuthPage
    titleId="route.register"
    introId="auth.register.intro"
    links={[{ to: '/login', messageId: 'auth.register.hasAccount' }]}
  >
    <RegisterForm />
  </AuthPage>
);
