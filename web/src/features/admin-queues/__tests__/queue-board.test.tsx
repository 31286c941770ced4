import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Role } from '@chegada/contracts';
import { aSessionUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';

const admin = aSessionUser({ role: Role.ADMIN, company: null, currentSubscription: null });

/** POST /api/admin/queue-board/session as the API answers it, with what was sent. */
const sessionApi = (calls: Array<string | null>, status = 204) =>
  http.post('*/api/admin/queue-board/session', ({ request }) => {
    calls.push(request.headers.get('authorization'));
    return status === 204
      ? new HttpResponse(null, { status })
      : HttpResponse.json(
          { statusCode: status, code: 'FORBIDDEN', message: 'Acesso negado' },
          { status },
        );
  });

describe('/admin/queues: the way to the queue board', () => {
  it('is in the admin menu, and opens the board to the browser with the admin’s token', async () => {
    const calls: Array<string | null> = [];
    server.use(...sessionHandlers(admin), sessionApi(calls));
    const { user } = renderApp('/admin/users', { token: TOKEN, locale: 'en-US' });
    const nav = within(await screen.findByRole('navigation'));
    await user.click(await nav.findByRole('link', { name: 'Queues' }));
    await waitFor(() => expect(calls).toEqual([`Bearer ${TOKEN}`]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The board (a page of its own) opens in the console's language.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('board-settings') ?? '{}')).toMatchObject({
        state: { language: 'en-US' },
      }),
    );
  });

  it('says why when the API refuses', async () => {
    const calls: Array<string | null> = [];
    server.use(...sessionHandlers(admin), sessionApi(calls, 403));
    renderApp('/admin/queues', { token: TOKEN, locale: 'pt-BR' });
    expect(await screen.findByText(/Acesso negado/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
