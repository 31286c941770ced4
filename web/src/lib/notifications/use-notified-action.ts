import { useIntl } from 'react-intl';
import { describeApiError, errorLink } from '../api/api-error';
import { notify } from './notify';

/**
 * Runs what the person asked for and tells how it went in a toast: the message `done` (with
 * its `values`) when it worked, the server's reason in the reader's language when it did not.
 * Answers whether it worked.
 */
export const useNotifiedAction = () => {
  const intl = useIntl();
  return async (
    action: () => Promise<unknown>,
    done: string,
    values?: Record<string, string | number>,
  ) => {
    try {
      await action();
      notify.success(intl.formatMessage({ id: done }, values));
      return true;
    } catch (error) {
      notify.error(
        describeApiError(intl.formatMessage, error),
        errorLink(intl.formatMessage, error),
      );
      return false;
    }
  };
};
