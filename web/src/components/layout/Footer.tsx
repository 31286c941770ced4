import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { SUPPORT_CONTACT } from '../../config/support';
import { TrialMessage } from '../ui/TrialMessage';
import { CtaLink } from '../ui/CtaLink';
import { PhoneNumber } from '../ui/PhoneNumber';

/** Spec §2: the trial banner (when it applies), support contact and legal texts. */
// The registration host has only its lead form, so legal links point nowhere there.
export const Footer = ({ showTrial, legalLinks }: { showTrial: boolean; legalLinks: boolean }) => {
  const { locale } = useIntl();
  const { email, phone } = SUPPORT_CONTACT;
  return (
    <footer className="footer">
      {showTrial ? (
        <section className="trial-banner" aria-labelledby="trial-banner-title">
          <h2 id="trial-banner-title">
            <TrialMessage id="footer.trial.title" />
          </h2>
          <CtaLink to="/register" messageId="footer.trial.cta" />
        </section>
      ) : null}
      <p>
        <FormattedMessage
          id="footer.support"
          values={{
            email: <a href={`mailto:${email}`}>{email}</a>,
            phone: <PhoneNumber phone={phone} dial />,
          }}
        />
      </p>
      {legalLinks ? (
        <p>
          <Link to={`/use-terms/${locale}`}>
            <FormattedMessage id="footer.terms" />
          </Link>
          {' · '}
          <Link to={`/privacy-policy/${locale}`}>
            <FormattedMessage id="footer.privacy" />
          </Link>
        </p>
      ) : null}
      <p>
        <FormattedMessage id="footer.lgpd" />
      </p>
    </footer>
  );
};
