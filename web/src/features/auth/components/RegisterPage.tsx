import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { lazyForm } from '../../../components/form/lazy-form';
import { AuthPage } from './AuthPage';

const RegisterForm = lazyForm(() =>
  import('../forms/RegisterForm').then((module) => module.RegisterForm),
);

/** /register (spec §5). */
export const RegisterPage = () => (
  <AuthPage titleId="route.register" introId="auth.register.intro">
    <RegisterForm />
    <p className="auth-links">
      <Link to="/login">
        <FormattedMessage id="auth.register.hasAccount" />
      </Link>
    </p>
  </AuthPage>
);
