import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { lazyForm } from '../../../components/form/lazy-form';
import { AuthPage } from './AuthPage';

const LoginForm = lazyForm(() => import('../forms/LoginForm').then((module) => module.LoginForm));

/** /login (spec §4, §5, §8). */
export const LoginPage = () => (
  <AuthPage titleId="route.login" introId="auth.login.intro">
    <LoginForm />
    <p className="auth-links">
      <Link to="/recover">
        <FormattedMessage id="auth.login.forgot" />
      </Link>
      <Link to="/register">
        <FormattedMessage id="auth.login.noAccount" />
      </Link>
    </p>
  </AuthPage>
);
