import { lazyForm } from '../../../components/form/lazy-form';
import { AuthPage } from './AuthPage';

const LoginForm = lazyForm(() => import('../forms/LoginForm').then((module) => module.LoginForm));

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
