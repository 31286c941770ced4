import { lazyForm } from '../../../components/form/lazy-form';
import { AuthPage } from './AuthPage';

// Its height at 360–1280 px wide (two fields and the button).
const LoginForm = lazyForm(() => import('../forms/LoginForm').then((module) => module.LoginForm), {
  height: '15.75rem',
});

/** /login (spec §4, §5, §8). */
export const LoginPage = () => (
  <AuthPage
    titleId="route.login"
    introId="auth.login.intro"
    links={[
      { to: '/recover', messageId: 'auth.login.forgot' },
      { to: '/register', messageId: 'auth.login.noAccount' },
    ]}
  >
    <LoginForm />
  </AuthPage>
);
