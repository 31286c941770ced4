import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { AuthPage } from './AuthPage';

/** /wait-contact: where a visitor lands after leaving a lead; our team calls back. */
export const WaitContactPage = () => (
  <AuthPage titleId="route.waitContact">
    <p className="auth-intro">
      <FormattedMessage id="auth.waitContact.text" />
    </p>
    <Link className="cta" to="/">
      <FormattedMessage id="auth.waitContact.back" />
    </Link>
  </AuthPage>
);
