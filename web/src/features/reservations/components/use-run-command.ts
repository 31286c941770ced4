import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { describeApiError, isApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import type { CommandAnswer } from '../api/reservation-types';

/**
 * Runs a reservation command and says how it went in a toast: the server's own message on
 * success (spec §8), and on a 409 that someone else changed it first. The mutation reloads
 * the reservation either way (its tags), so the host then sees it as it is now.
 */
export const useRunCommand = () => {
  const intl = useIntl();
  return useCallback(
    async <Answer extends CommandAnswer>(
      command: () => Promise<Answer>,
    ): Promise<Answer | null> => {
      try {
        const answer = await command();
        notify.success(answer.message);
        return answer;
      } catch (error) {
        notify.error(
          isApiError(error) && error.status === 409
            ? intl.formatMessage({ id: 'reservationsPage.conflict' })
            : describeApiError(intl.formatMessage, error),
        );
        return null;
      }
    },
    [intl],
  );
};
