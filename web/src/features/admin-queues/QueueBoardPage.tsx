import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { ErrorState, Page } from '../../components/ui';
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

/** Where the board keeps its settings in this origin's local storage (@bull-board/ui 6+). */
const BOARD_SETTINGS = 'board-settings';

type BoardSettings = { state?: Record<string, unknown>; version?: number };

/** The board reads in the console's language (it has pt-BR, en-US and es-ES); its other settings stay. */
const boardSpeaks = (locale: string): void => {
  let stored: BoardSettings = {};
  try {
    stored = (JSON.parse(localStorage.getItem(BOARD_SETTINGS) ?? '{}') as BoardSettings) ?? {};
  } catch {
    // A setting the board cannot read either: its defaults, in our language.
  }
  const state = { ...stored.state, language: locale };
  localStorage.setItem(BOARD_SETTINGS, JSON.stringify({ version: 0, ...stored, state }));
};

/** /admin/queues in the SPA: opens the queue board to this browser, then goes to it. */
export const QueueBoardPage = () => {
  const intl = useIntl();
  const [open, opening] = useOpenQueueBoardMutation();
  useEffect(() => {
    void open()
      .unwrap()
      .then(() => {
        boardSpeaks(intl.locale);
        window.location.assign(BOARD);
      })
      .catch(() => undefined);
  }, [open, intl.locale]);
  return (
    <Page titleId="route.adminQueues">
      {opening.error ? (
        <ErrorState error={opening.error} onRetry={() => void open()} />
      ) : (
        <p role="status">{intl.formatMessage({ id: 'generic.loading' })}</p>
      )}
    </Page>
  );
};
