import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { TrialMessage } from './TrialMessage';

/**
 * The site's call to action: a link styled as the green button (app/styles.css `.cta`);
 * `trial` when its words name the free trial's length.
 */
export const CtaLink = ({
  to,
  messageId,
  trial = false,
}: {
  to: string;
  messageId: string;
  trial?: boolean;
}) => (
  <Link className="cta" to={to}>
    {trial ? <TrialMessage id={messageId} /> : <FormattedMessage id={messageId} />}
  </Link>
);
