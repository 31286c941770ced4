import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

/**
 * A link to another console screen drawn as the console's button (ui.css `.ui-button`): the
 * page heading's way to a neighbouring list, an empty list's way out, a row's "View".
 */
export const ButtonLink = ({ to, messageId }: { to: string; messageId: string }) => (
  <Link className="ui-button" to={to}>
    <FormattedMessage id={messageId} />
  </Link>
);
