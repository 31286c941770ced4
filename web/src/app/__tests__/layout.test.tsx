import { screen, waitFor, within } from '@testing-library/react';
import { aPaidSubscription, aSessionUser, aSubUser, anAdmin } from '../../testing/fixtures';
import { currentPath, renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { sessionHandlers, TOKEN } from '../../testing/session-handlers';
import { aGuestFormPage, guestFormServer } from '../../testing/guest-form-fixtures';
import type { SessionUser } from '../../lib/session/session-user';

const navLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

const signedIn = (user: SessionUser, path = '/u/home') => {
  server.use(...sessionHandlers(user));
  return renderApp(path, { token: TOKEN, locale: 'en-US' });
};

describe('header per role (spec §2)', () => {
  it('offers a visitor the public pages, login and sign-up', async () => {
    renderApp('/', { locale: 'en-US' });
    expect(await navLinks()).toEqual([
      'Home',
      'About Us',
      'Plans',
      'Contact',
      'Login',
      'Create Account',
    ]);
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /User menu/ })).not.toBeInTheDocument();
  });

  it.each<[string, SessionUser, string[]]>([
    ['an admin', anAdmin(), ['Dashboard', 'Price List', 'Users', 'Queues', 'Retention']],
    [
      'a store owner',
      aSessionUser(),
      ['Dashboard', 'Reservations', 'Properties', 'Data requests', 'Subscription: Free trial'],
    ],
    [
      'a store owner whose subscription is inactive',
      aSessionUser({ currentSubscription: aPaidSubscription({ status: 'inactive' }) }),
      ['Dashboard', 'Reservations', 'Properties', 'Data requests', 'Subscription: inactive'],
    ],
    [
      'a store owner without a plan',
      aSessionUser({ currentSubscription: null }),
      ['Dashboard', 'Reservations', 'Properties', 'Data requests', 'Subscription: -'],
    ],
    ['a sub-user', aSubUser(), ['Dashboard', 'Reservations', 'Properties', 'Data requests']],
  ])('shows %s its links', async (_, user, links) => {
    signedIn(user, user.role === 0 ? '/admin/users' : '/u/home');
    await screen.findByRole('button', { name: `User menu for ${user.name}` });
    expect(await navLinks()).toEqual(links);
  });

  const menuLinks = () =>
    within(document.getElementById('user-menu-items')!)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);

  it('opens the user menu with the account’s screens, Explanatory Videos and Log Out', async () => {
    const { user, router } = signedIn(aSessionUser({ image: '/uploads/ana.png' }));
    const avatar = await screen.findByRole('button', { name: 'User menu for Ana Souza' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/uploads/ana.png');
    await user.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(menuLinks()).toEqual([
      ['Profile', '/u/perfil'],
      ['Settings', '/u/config'],
      ['Users', '/u/users'],
      ['Message templates', '/u/models'],
      ['Lock key configuration', '/u/keys/config'],
      ['Explanatory Videos', '/u/videos'],
    ]);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('link', { name: 'Settings', hidden: true })).not.toBeVisible();
    await user.click(avatar);
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(currentPath(router)).toBe('/login');
    expect(localStorage.getItem('chegada.token')).toBeNull();
    expect(await navLinks()).toContain('Create Account');
  });

  it('offers a sub-user its profile and the videos, without the owner’s settings', async () => {
    const { user } = signedIn(aSubUser());
    await user.click(await screen.findByRole('button', { name: /User menu for/ }));
    expect(menuLinks()).toEqual([
      ['Profile', '/u/perfil'],
      ['Explanatory Videos', '/u/videos'],
    ]);
  });

  it('says on /u/videos that no video is recorded yet', async () => {
    signedIn(aSessionUser(), '/u/videos');
    await screen.findByRole('heading', { level: 1, name: 'Explanatory Videos' });
    expect(screen.getByText(/being recorded/)).toBeInTheDocument();
  });

  it.each([
    ['a sub-user', '/u/users', aSubUser()],
    ['a sub-user', '/u/config', aSubUser()],
    ['a sub-user', '/admin/users', aSubUser()],
    ['a store owner', '/admin/price-tables', aSessionUser()],
  ])('shows %s a no-access page at %s, and nothing of the page', async (_, path, who) => {
    signedIn(who, path);
    await screen.findByRole('heading', { level: 1, name: 'No access to this page' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/u/home',
    );
  });

  it('closes the mobile drawer on an outside click and on navigation', async () => {
    const { user } = renderApp('/', { locale: 'en-US' });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByTestId('drawer-backdrop'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'About Us' }));
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile drawer with its close button, and with Escape after a language change', async () => {
    const { user } = renderApp('/', { locale: 'en-US' });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    await user.click(menu);
    // Choosing a language re-renders the page and leaves the focus outside the drawer.
    await user.selectOptions(screen.getByRole('combobox', { name: /Language/ }), 'pt-BR');
    const menuPt = await screen.findByRole('button', { name: 'Menu' });
    menuPt.focus();
    await user.keyboard('{Escape}');
    expect(menuPt).toHaveAttribute('aria-expanded', 'false');
  });

  it('scrolls smoothly to the top on navigation', async () => {
    const { user } = renderApp('/', { locale: 'en-US' });
    await user.click(await screen.findByRole('link', { name: 'Contact' }));
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
  });
});

describe('guest-form pages (spec §2)', () => {
  it('use the simplified header and no footer on formdata pages', async () => {
    server.use(...guestFormServer(aGuestFormPage({ id: '9', additionalGuestIndex: 0 })));
    renderApp('/p/formdata/pousada-mar/booking/9/extra-1', { locale: 'en-US' });
    await screen.findByRole('heading', { level: 1, name: 'Guest form' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('hide the language selector when the page offers one language', async () => {
    server.use(...guestFormServer(aGuestFormPage({ id: '9', supportedLanguages: ['en-US'] })));
    renderApp('/p/form/details/airbnb/9', { locale: 'en-US' });
    await screen.findByRole('heading', { level: 1, name: 'Guest form' });
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await screen.findByText('Casa da Praia');
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
  });
});

describe('footer (spec §2)', () => {
  const trial = () => screen.queryByRole('heading', { name: 'Try it free for 30 days' });

  it('shows the trial banner and the support contact to visitors', async () => {
    renderApp('/sobre-nos', { locale: 'en-US' });
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    // The days the server gives with the price tables (the test server: 30).
    expect(await screen.findByRole('heading', { name: 'Try it free for 30 days' })).toBeVisible();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'suporte@chegada.com.br' })).toHaveAttribute(
      'href',
      'mailto:suporte@chegada.com.br',
    );
    const phone = within(footer).getByRole('link', { name: '(11) 4000-0000' });
    expect(phone).toHaveAttribute('href', 'tel:+551140000000');
    // At 360 px it broke as "+55 11" above "4000-0000" (issue 32's walk).
    expect(phone).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it.each(['/login', '/register', '/recover', '/process-notification/t1'])(
    'hides the trial banner on %s',
    async (path) => {
      renderApp(path, { locale: 'en-US' });
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(trial()).not.toBeInTheDocument();
    },
  );

  it('hides the trial banner when logged in', async () => {
    signedIn(aSessionUser());
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(trial()).not.toBeInTheDocument();
  });

  it('hides the trial banner on the registration host', async () => {
    renderApp('/', { hostname: 'cadastro.localhost', locale: 'en-US' });
    await screen.findByRole('heading', { level: 1, name: 'Sign up' });
    await waitFor(() => expect(screen.getByRole('contentinfo')).toBeInTheDocument());
    expect(trial()).not.toBeInTheDocument();
  });
});

describe('registration host (spec §2)', () => {
  it('has only the lead form at / and a not-found page elsewhere', async () => {
    renderApp('/login', { hostname: 'cadastro.chegada.com.br' });
    await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
