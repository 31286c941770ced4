import { FormattedMessage, useIntl } from 'react-intl';
import { describeApiError, isApiError } from '../../lib/api/api-error';
import './ui.css';

/**
 * A load that failed, why (spec §8), and a retry button; `messageId` says what did not load.
 * Something that does not exist (404: gone, or another account's) says so, with no retry that
 * could never help.
 */
export const ErrorState = ({
  error,
  onRetry,
  messageId = 'ui.loadFailed',
}: {
  error: unknown;
  onRetry: () => void;
  messageId?: string;
}) => {
  const intl = useIntl();
  return (
    <div className="ui-state ui-state-error" role="alert">
      <p>
        <FormattedMessage
          id={messageId}
          values={{ reason: describeApiError(intl.formatMessage, error) }}
        />
      </p>
      {isApiError(error) && error.status === 404 ? null : (
        <button type="button" className="ui-button" onClick={onRetry}>
          <FormattedMessage id="ui.retry" />
        </button>
      )}
    </div>
  );
};
