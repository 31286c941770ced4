import { FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import { useSendCompanionCopyMutation } from '../api/data-requests-api';

/**
 * An adult companion's copy, asked from their own link at an address they typed: sent only
 * when the host, who knows them, confirms it is them (issue 32).
 */
export const SendCopyButton = ({ id, email }: { id: string; email: string }) => {
  const intl = useIntl();
  const [send, sending] = useSendCompanionCopyMutation();
  const onClick = async () => {
    await send(id)
      .unwrap()
      .catch((error: unknown) => notify.error(describeApiError(intl.formatMessage, error)));
  };
  return (
    <div className="data-requests-send-copy">
      <p>
        <FormattedMessage id="dataRequests.companionCopy" />
      </p>
      <button
        type="button"
        className="ui-button"
        onClick={() => void onClick()}
        disabled={sending.isLoading}
      >
        <FormattedMessage id="dataRequests.sendCopy" values={{ email }} />
      </button>
    </div>
  );
};
