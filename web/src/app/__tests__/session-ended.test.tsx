import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aSessionUser } from '../../testing/fixtures';
import { currentPath, renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { sessionHandlers, TOKEN } from '../../testing/session-handlers';
import { statistics } from '../../features/reservations/__tests__/reservations-kit';

const signedInAt = (path: string) => {
  server.use(
    ...sessionHandlers(aSessionUser()),
    http.get('*/api/residences', () => HttpResponse.json({ items: [], total: 0, lastPage: 1 })),
  );
  return renderApp(path, { token: TOKEN, locale: 'en-US' });
};

describe('a session that ends elsewhere (spec §4)', () => {
  it('signs this tab out when another tab logs out or drops the token', async () => {
    server.use(
      http.get('*/api/stays/reservations', () =>
        HttpResponse.json({ items: [], total: 0, lastPage: 1, statistics: statistics() }),
      ),
    );
    const { router } = signedInAt('/u/reserves?counter=approved');
    // The first screen of a file compiles its chunk: slow on a busy machine.
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Current reservations' },
      { timeout: 20_000 },
    );
    // What the browser tells the other tabs when one of them removes the token.
    localStorage.removeItem('chegada.token');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'chegada.token', oldValue: TOKEN, newValue: null }),
      );
    });
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(currentPath(router)).toBe(
      `/login?from=${encodeURIComponent('/u/reserves?counter=approved')}`,
    );
    expect(screen.queryByRole('button', { name: /User menu/ })).not.toBeInTheDocument();
  });

  it('signs out and goes to /login when the API refuses the token', async () => {
    server.use(
      http.get('*/api/stays/reservations', () =>
        HttpResponse.json({ code: 'UNAUTHENTICATED', message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    const { router } = signedInAt('/u/reserves');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(currentPath(router)).toBe(`/login?from=${encodeURIComponent('/u/reserves')}`);
    await waitFor(() => expect(localStorage.getItem('chegada.token')).toBeNull());
  });
});
