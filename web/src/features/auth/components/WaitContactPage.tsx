import { FormattedMessage } from 'react-intl';
import { AuthPage } from './AuthPage';
import { CtaLink } from '../../../components/ui/CtaLink';

/** /wait-contact: where a visitor lands after leaving a lead; our team calls back. */
export const WaitContactPage = () => (
  <AuthPage titleId="route.waitContact">
    <p className="auth-intro">
      <FormattedMessage id="auth.waitContact.text" />
    </p>
    <CtaLink to="/" messageId="auth.waitContact.back" />
  </AuthPage>
);
