import { FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '../../lib/api/api-error';
import './ui.css';

/** A load that failed, why (spec §8), and a retry button. */
export const ErrorState = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const intl = useIntl();
  return (
    <div className="ui-state ui-state-error" role="alert">
      <p>
        <FormattedMessage
          id="ui.loadFailed"
          values={{ reason: describeApiError(intl.formatMessage, error) }}
        />
      </p>
      <button type="button" className="ui-button" onClick={onRetry}>
        <FormattedMessage id="ui.retry" />
      </button>
    </div>
  );
};
