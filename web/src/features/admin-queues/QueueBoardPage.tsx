import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState } from '../../components/ui';
import { baseApi } from '../../lib/api/base-api';

const queueBoardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sets the board's HttpOnly cookie (admins only); the bearer token never leaves the SPA. */
    openQueueBoard: build.mutation<void, void>({
      query: () => ({ url: 'admin/queue-board/session', method: 'POST' }),
    }),
  }),
});

const { useOpenQueueBoardMutation } = queueBoardApi;

/** The page the browser loads instead, outside the SPA (the server's @bull-board page). */
const BOARD = '/admin/queues';

/** /admin/queues in the SPA: opens the queue board to this browser, then goes to it. */
export const QueueBoardPage = () => {
  const intl = useIntl();
  const [open, opening] = useOpenQueueBoardMutation();
  useEffect(() => {
    void open()
      .unwrap()
      .then(() => window.location.assign(BOARD))
      .catch(() => undefined);
  }, [open]);
  return (
    <section className="page">
      <h1>
        <FormattedMessage id="route.adminQueues" />
      </h1>
      {opening.error ? (
        <ErrorState error={opening.error} onRetry={() => void open()} />
      ) : (
        <p role="status">{intl.formatMessage({ id: 'generic.loading' })}</p>
      )}
    </section>
  );
};
