import { useIntl } from 'react-intl';
import { describeApiError } from '../../lib/api/api-error';

/** A load that failed, in one line: what did not load (`messageId`), then why (spec §8). */
export const LoadProblem = ({ messageId, error }: { messageId: string; error: unknown }) => {
  const intl = useIntl();
  return (
    <p role="alert" className="form-problem">
      {intl.formatMessage({ id: messageId })}: {describeApiError(intl.formatMessage, error)}
    </p>
  );
};
