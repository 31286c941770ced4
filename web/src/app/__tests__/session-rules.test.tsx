import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Role } from '@chegada/contracts';
import { landingPath } from '../../lib/session/session-user';
import { aSessionUser, aSubUser, anAdmin } from '../../testing/fixtures';
import { currentPath, renderApp } from '../../testing/render-app';
import { aGuestFormPage, guestFormServer } from '../../testing/guest-form-fixtures';
import { server } from '../../testing/server';
import { sessionHandlers, TOKEN, type CallLog } from '../../testing/session-handlers';
import { aResidence } from '../../features/residences/__tests__/residences-kit';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('session rules (spec §4)', () => {
  it('sends an unauthenticated visitor of a private page to /login with the encoded full path', async () => {
    const { router } = renderApp('/u/reserves?page=2&status=1');
    await heading('Entrar');
    expect(currentPath(router)).toBe('/login?from=%2Fu%2Freserves%3Fpage%3D2%26status%3D1');
  });

  it.each(['/admin/price-tables', '/u/houses/details', '/u/guest/42'])(
    'guards %s too',
    async (path) => {
      const { router } = renderApp(path);
      await heading('Entrar');
      expect(router.state.location.search).toBe(`?from=${encodeURIComponent(path)}`);
    },
  );

  it.each([
    ['/', 'Check-in online para quem aluga por temporada'],
    ['/planos', 'Planos'],
    ['/use-terms/en-US', 'Terms of use'],
    ['/p/formdata/pousada-mar/airbnb/7', 'Ficha do hóspede'],
    ['/u/houses/details/abc', 'Casa Paulista'],
    ['/nao-existe', 'Página não encontrada'],
  ])('lets anyone open the public page %s', async (path, title) => {
    // /planos loads the public price list, the guest link its reservation, the shared
    // property page its property.
    server.use(
      http.get('*/api/price-tables', () => HttpResponse.json({ data: [] })),
      http.get('*/api/house-preview/abc', () => HttpResponse.json({ data: aResidence() })),
      ...guestFormServer(aGuestFormPage({ id: '7' })),
    );
    const { router } = renderApp(path);
    await heading(title);
    expect(router.state.location.pathname).toBe(path);
  });

  const me = 'GET /api/me';
  const credits = ['GET /api/credits', 'GET /api/transactions'];
  // The menu's count of the guests' requests waiting for an answer, once the frame shows.
  const openRequests = 'GET /api/data-requests/open';

  it.each([
    [
      'a store owner: me, then credits, transactions and config',
      aSessionUser(),
      '/u/reserves',
      'Reservas atuais',
      [me, ...credits, 'GET /api/config', openRequests],
    ],
    ['a sub-user: no config', aSubUser(), '/u/home', 'Painel', [me, ...credits, openRequests]],
    ['an admin, who has no account: only me', anAdmin(), '/admin/users', 'Usuários', [me]],
  ])(
    'authenticates %s with the stored token before navigating',
    async (_who, sessionUser, path, title, calls) => {
      const log: CallLog = [];
      server.use(...sessionHandlers(sessionUser, log));
      renderApp(path, { token: TOKEN });
      await heading(title);
      expect(log.map((entry) => entry.call)).toEqual(calls);
      expect(log.every((entry) => entry.authorization === `Bearer ${TOKEN}`)).toBe(true);
    },
  );

  it('logs out and goes to /login when the stored token is refused', async () => {
    server.use(...sessionHandlers(aSessionUser()));
    const { router } = renderApp('/u/home', { token: 'expired' });
    await heading('Entrar');
    expect(currentPath(router)).toBe('/login');
    expect(localStorage.getItem('chegada.token')).toBeNull();
    expect(await screen.findByText('Erro ao obter credenciais')).toBeInTheDocument();
  });

  it('says so when a follow-up load fails, and stays signed in', async () => {
    server.use(
      http.get('*/api/transactions', () =>
        HttpResponse.json({ message: 'Erro interno no servidor' }, { status: 500 }),
      ),
      ...sessionHandlers(aSessionUser()),
    );
    renderApp('/u/home', { token: TOKEN, locale: 'en-US' });
    await heading('Dashboard');
    expect(await screen.findByText('Failed to fetch transactions')).toBeInTheDocument();
  });

  it.each(['/login', '/register', '/'])(
    'sends an authenticated visitor of %s to /u/home',
    async (path) => {
      server.use(...sessionHandlers(aSessionUser()));
      const { router } = renderApp(path, { token: TOKEN });
      await heading('Painel');
      expect(currentPath(router)).toBe('/u/home');
    },
  );

  const unpaid = {
    status: 'inactive',
    plan: { name: 'Pro' },
    trialDaysLeft: null,
    ended: false,
  } as const;
  const link = 'https://pay.example.com/invoice/1';

  it.each([
    ['a store owner', aSessionUser({ currentSubscription: { ...unpaid, paymentLink: link } })],
    ['a sub-user', aSubUser({ currentSubscription: { ...unpaid, paymentLink: link } })],
  ])(
    'sends %s of an unpaid account to /u/subscription, the link to open with a click',
    async (_, user) => {
      server.use(...sessionHandlers(user));
      const { router } = renderApp('/u/reserves', { token: TOKEN });
      await heading('Assinatura');
      expect(router.state.location.pathname).toBe('/u/subscription');
      // Opened by navigation alone, a pop-up blocker would stop it: the page offers it.
      expect(window.open).not.toHaveBeenCalled();
    },
  );

  it('leaves an unpaid account without a payment link where it is', async () => {
    const user = aSessionUser({ currentSubscription: { ...unpaid, paymentLink: null } });
    server.use(...sessionHandlers(user));
    renderApp('/u/reserves', { token: TOKEN });
    await heading('Reservas atuais');
    expect(window.open).not.toHaveBeenCalled();
  });

  it.each([
    ['/u/reserves', 'Current reservations', 'New reservation'],
    ['/u/houses', 'Properties', 'Add property'],
  ])(
    'on %s of an inactive account says why creating is off and links to pay (issue 31)',
    async (path, title, action) => {
      const user = aSessionUser({ currentSubscription: { ...unpaid, paymentLink: null } });
      server.use(...sessionHandlers(user));
      renderApp(path, { token: TOKEN, locale: 'en-US' });
      await heading(title);
      const notice = await screen.findByRole('note');
      expect(notice).toHaveTextContent(/subscription is inactive for lack of payment/);
      const link = screen.getByRole('link', { name: 'See the subscription (opens in a new tab)' });
      expect(link).toHaveAttribute('href', '/u/subscription');
      expect(link).toHaveAttribute('target', '_blank');
      for (const button of screen.getAllByRole('button', { name: action })) {
        expect(button).toBeDisabled();
        expect(button).toHaveAccessibleDescription(/on hold until it is paid/);
      }
      // The header's plan reads as a warning, not in the green of an active one.
      expect(screen.getByRole('link', { name: 'Subscription: inactive' })).toHaveClass(
        'nav-warning',
      );
    },
  );

  it('shows no such notice to an active account, whose "New reservation" works', async () => {
    server.use(...sessionHandlers(aSessionUser()));
    renderApp('/u/reserves', { token: TOKEN, locale: 'en-US' });
    await heading('Current reservations');
    expect(screen.queryByRole('note')).toBeNull();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'New reservation' })[0]).toBeEnabled(),
    );
    expect(screen.getByRole('link', { name: /^Subscription:/ })).not.toHaveClass('nav-warning');
  });

  it('sends there once per session, then lets the existing work be reached', async () => {
    const user = aSessionUser({ currentSubscription: { ...unpaid, paymentLink: link } });
    server.use(...sessionHandlers(user));
    const { router } = renderApp('/u/reserves', { token: TOKEN });
    await heading('Assinatura');
    await act(() => router.navigate('/u/reserves'));
    await heading('Reservas atuais');
    expect(router.state.location.pathname).toBe('/u/reserves');
  });

  it('does not send there again when the tab reloads or opens a link from an e-mail', async () => {
    const user = aSessionUser({ currentSubscription: { ...unpaid, paymentLink: link } });
    server.use(...sessionHandlers(user));
    const first = renderApp('/u/reserves', { token: TOKEN });
    await heading('Assinatura');
    first.unmount();
    // A new page load in the same tab: a store of its own, the tab's session the same.
    const { router } = renderApp('/u/reserves', { token: TOKEN });
    await heading('Reservas atuais');
    expect(router.state.location.pathname).toBe('/u/reserves');
  });
});

describe('landing after login (spec §4)', () => {
  it.each([
    [Role.ADMIN, '/u/reserves', '/admin/price-tables'],
    [Role.DEFAULT_USER, null, '/u/home'],
    [Role.SUBUSER, null, '/u/home'],
    [Role.DEFAULT_USER, '/u/reserves?page=2', '/u/reserves?page=2'],
    [Role.DEFAULT_USER, 'https://evil.example.com', '/u/home'],
    [Role.DEFAULT_USER, '//evil.example.com', '/u/home'],
  ])('role %s with from=%s lands on %s', (role, from, expected) => {
    expect(landingPath({ role }, from)).toBe(expected);
  });
});
