import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

/** The site's call to action: a link styled as the green button (app/styles.css `.cta`). */
export const CtaLink = ({ to, messageId }: { to: string; messageId: string }) => (
  <Link className="cta" to={to}>
    <FormattedMessage id={messageId} />
  </Link>
);
