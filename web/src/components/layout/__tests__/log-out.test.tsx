import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aSessionUser } from '../../../testing/fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';

const logOutFromTheMenu = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Ana/ }));
  await user.click(screen.getByRole('button', { name: 'Log Out' }));
};

describe('Log Out (user menu)', () => {
  it('ends the session on the server with the stored token, then forgets it and shows /login', async () => {
    const logouts: (string | null)[] = [];
    server.use(
      ...sessionHandlers(aSessionUser({ name: 'Ana Souza' })),
      http.post('*/api/logout', ({ request }) => {
        logouts.push(request.headers.get('authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router } = renderApp('/u/home', { token: TOKEN, locale: 'en-US' });

    await logOutFromTheMenu();

    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(logouts).toEqual([`Bearer ${TOKEN}`]);
    expect(localStorage.getItem('chegada.token')).toBeNull();
  });

  it('still signs out here when the server cannot be reached', async () => {
    server.use(
      ...sessionHandlers(aSessionUser({ name: 'Ana Souza' })),
      http.post('*/api/logout', () => HttpResponse.error()),
    );
    const { router } = renderApp('/u/home', { token: TOKEN, locale: 'en-US' });

    await logOutFromTheMenu();

    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(localStorage.getItem('chegada.token')).toBeNull();
  });
});
