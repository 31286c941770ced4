import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Locale } from '@chegada/contracts';
import { aSessionUser, anAdmin, REQUIRED_AND_INVALID_EMAIL } from '../../../testing/fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';
import { LOGIN_DELAY_MS } from '../forms/LoginForm';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN, type CallLog } from '../../../testing/session-handlers';
import { expectFieldError, pageTitle, post, signedIn, type Posted } from './auth-test-kit';

const texts = {
  'pt-BR': { title: 'Entrar', email: 'E-mail', password: 'Senha', submit: 'Entrar' },
  'en-US': { title: 'Login', email: 'Email', password: 'Password', submit: 'Log in' },
  'es-ES': {
    title: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Entrar',
  },
} as const;

const openLogin = async (path = '/login', locale: Locale = 'en-US') => {
  const view = renderApp(path, { locale });
  await pageTitle(texts[locale].title);
  return view;
};

const fillAndSubmit = async (
  user: ReturnType<typeof renderApp>['user'],
  locale: Locale = 'en-US',
  email = 'ana@example.com',
) => {
  await user.type(screen.getByLabelText(texts[locale].email), email);
  await user.type(screen.getByLabelText(texts[locale].password), 'secret1');
  await user.click(screen.getByRole('button', { name: texts[locale].submit }));
};

describe('/login validation (spec §5)', () => {
  it.each(REQUIRED_AND_INVALID_EMAIL)(
    'says in %s that both fields are required and the e-mail must be valid',
    async (locale, required, invalid) => {
      const { user } = await openLogin('/login', locale);
      await user.click(screen.getByRole('button', { name: texts[locale].submit }));
      expectFieldError(texts[locale].email, required);
      expectFieldError(texts[locale].password, required);
      await user.type(screen.getByLabelText(texts[locale].email), 'ana@');
      await user.tab();
      expectFieldError(texts[locale].email, invalid);
      expect(screen.getByLabelText(texts[locale].email)).toHaveAttribute('aria-invalid', 'true');
    },
  );
});

describe('/login success (spec §4)', () => {
  afterEach(() => jest.useRealTimers());

  const loginAs = (user: ReturnType<typeof aSessionUser>, posted: Posted, log: CallLog) => {
    const times: Record<string, number> = {};
    server.use(
      http.post('*/api/login', async ({ request }) => {
        times.login = performance.now();
        posted.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(signedIn(user));
      }),
      http.get('*/api/me', () => {
        times.me ??= performance.now();
        return undefined;
      }),
      ...sessionHandlers(user, log),
    );
    return times;
  };

  it('lands a store owner on /u/home, loading the user 1000 ms after login', async () => {
    const posted: Posted = [];
    const log: CallLog = [];
    const times = loginAs(aSessionUser(), posted, log);
    const { router } = await openLogin();
    // On a fake clock (performance.now() included): the times below are the app's, not the
    // machine's, so the second between login and loading the user is measured, not waited.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await fillAndSubmit(user, 'en-US', '  ana@example.com ');
    await waitFor(() => expect(times.login).toBeDefined());
    await act(() => jest.advanceTimersByTimeAsync(LOGIN_DELAY_MS - 1));
    expect(times.me).toBeUndefined();
    await act(() => jest.advanceTimersByTimeAsync(1));
    await pageTitle('Dashboard');
    expect(currentPath(router)).toBe('/u/home');
    expect(posted).toEqual([{ email: 'ana@example.com', password: 'secret1' }]);
    expect(localStorage.getItem('chegada.token')).toBe(TOKEN);
    expect(log.every((entry) => entry.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect((times.me ?? 0) - (times.login ?? 0)).toBeGreaterThanOrEqual(LOGIN_DELAY_MS);
  });

  it('lands an admin on the price tables, even with a from', async () => {
    loginAs(anAdmin(), [], []);
    const { user, router } = await openLogin('/login?from=%2Fu%2Freserves');
    await fillAndSubmit(user);
    await pageTitle('Price tables');
    expect(currentPath(router)).toBe('/admin/price-tables');
  });

  it('takes an admin back to the admin page that sent the browser to the login', async () => {
    loginAs(anAdmin(), [], []);
    server.use(
      http.get('*/api/admin/users', () => HttpResponse.json({ items: [], total: 0, lastPage: 1 })),
    );
    const { user, router } = await openLogin('/login?from=%2Fadmin%2Fusers');
    await fillAndSubmit(user);
    await waitFor(() => expect(currentPath(router)).toBe('/admin/users'));
  });

  it('takes a store owner back to the page that asked for a login (decoded from)', async () => {
    loginAs(aSessionUser(), [], []);
    const { user, router } = renderApp('/u/reserves?page=2&status=1', { locale: 'en-US' });
    await pageTitle('Login');
    expect(currentPath(router)).toBe('/login?from=%2Fu%2Freserves%3Fpage%3D2%26status%3D1');
    await fillAndSubmit(user);
    await pageTitle('Current reservations');
    expect(currentPath(router)).toBe('/u/reserves?page=2&status=1');
  });
});

describe('/login failure (spec §8)', () => {
  it.each([
    ['en-US', 'Invalid email or password', 'Error logging in: Invalid email or password'],
    ['pt-BR', 'E-mail ou senha inválidos', 'Erro ao entrar: E-mail ou senha inválidos'],
    [
      'es-ES',
      'Correo electrónico o contraseña no válidos',
      'Error al iniciar sesión: Correo electrónico o contraseña no válidos',
    ],
  ] as const)(
    'says in %s, once and under the form, the reason the server gives',
    async (locale, message, said) => {
      server.use(post('login', 401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message }));
      const { user, router } = await openLogin('/login', locale);
      await fillAndSubmit(user, locale);
      expect(await screen.findByRole('alert')).toHaveTextContent(said);
      await waitFor(() =>
        expect(screen.getByRole('button', { name: texts[locale].submit })).toBeEnabled(),
      );
      expect(screen.getAllByText(said)).toHaveLength(1);
      expect(screen.getByText(said).closest('form')).not.toBeNull();
      expect(currentPath(router)).toBe('/login');
      expect(localStorage.getItem('chegada.token')).toBeNull();
    },
  );

  it('says so when the server cannot be reached', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.error()));
    const { user } = await openLogin();
    await fillAndSubmit(user);
    expect(
      await screen.findByText(
        'Error logging in: Could not connect to server. Please try again later.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled());
  });
});
