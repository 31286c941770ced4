import { lazyForm } from '../../../components/form/lazy-form';
import { AuthPage } from './AuthPage';

const RegisterForm = lazyForm(() =>
  import('../forms/RegisterForm').then((module) => module.RegisterForm),
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
