import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

/** What a finished step says, announced to screen readers, with where to go next. */
export const Outcome = ({
  messageId,
  linkTo,
  linkId,
  tone = 'success',
}: {
  messageId: string;
  linkTo: string;
  linkId: string;
  tone?: 'success' | 'error';
}) => (
  <div className={`auth-outcome auth-outcome-${tone}`}>
    <p role={tone === 'error' ? 'alert' : 'status'}>
      <FormattedMessage id={messageId} />
    </p>
    <Link className="cta" to={linkTo}>
      <FormattedMessage id={linkId} />
    </Link>
  </div>
);
