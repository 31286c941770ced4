import { screen, waitFor } from '@testing-library/react';
import { IntlMessageFormat } from 'intl-messageformat';
import { http, HttpResponse } from 'msw';
import { locales } from '@chegada/contracts';
import { localeForHost } from '../../lib/i18n/locale';
import { aSessionUser, aSubUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { sessionHandlers, TOKEN } from '../../testing/session-handlers';
import { messages, messageSources } from '../messages';

describe('catalogues', () => {
  const reference = Object.keys(messages['pt-BR']).sort();

  it.each(locales)('%s has every key of every catalogue', (locale) => {
    expect(Object.keys(messages[locale]).sort()).toEqual(reference);
  });

  it.each(locales)('every %s message parses as ICU', (locale) => {
    for (const [key, message] of Object.entries(messages[locale])) {
      expect(() => new IntlMessageFormat(message, locale)).not.toThrow(key);
    }
  });

  it('no two catalogues define the same key', () => {
    const keys = messageSources.flatMap((source) => Object.keys(source['pt-BR']));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});

describe('language by host name (spec §1)', () => {
  it.each([
    ['chegada.com.br', 'pt-BR'],
    ['chegada.com', 'en-US'],
    ['chegada.com.es', 'es-ES'],
    ['cadastro.chegada.com.es', 'es-ES'],
    ['localhost', 'pt-BR'],
    ['chegada.app', 'pt-BR'],
  ])('%s defaults to %s', (hostname, locale) => {
    expect(localeForHost(hostname)).toBe(locale);
  });

  it.each([
    ['chegada.com.br', 'Comece seu teste grátis de 30 dias'],
    ['chegada.com', 'Start your 30-day free trial'],
    ['chegada.com.es', 'Empieza tu prueba gratuita de 30 días'],
  ])('%s shows the home page in its language', async (hostname, cta) => {
    renderApp('/', { hostname });
    expect(await screen.findByRole('link', { name: cta })).toHaveAttribute('href', '/register');
  });

  it('prefers the language chosen on an earlier visit', async () => {
    renderApp('/', { hostname: 'chegada.com.br', locale: 'es-ES' });
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });
});

describe('flag dropdown', () => {
  it('switches every text and remembers the choice', async () => {
    const { user } = renderApp('/', { hostname: 'chegada.com.br' });
    const selector = await screen.findByRole('combobox', { name: 'Idioma' });
    await user.selectOptions(selector, 'en-US');
    expect(await screen.findByRole('link', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
    expect(localStorage.getItem('chegada.locale')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  // Emoji flags show as empty boxes on Windows: the options are names, the flag a drawing.
  it('names the languages without emoji and draws the chosen flag', async () => {
    const { user } = renderApp('/', { hostname: 'chegada.com.br' });
    const selector = await screen.findByRole('combobox', { name: 'Idioma' });
    const options = [...selector.querySelectorAll('option')].map((option) => option.textContent);
    expect(options).toEqual(['Português', 'English', 'Español']);
    const flag = () => selector.closest('label')?.querySelector('svg.flag');
    expect(flag()?.querySelector('path')).not.toBeNull();
    await user.selectOptions(selector, 'es-ES');
    await screen.findByRole('combobox', { name: 'Idioma' });
    await waitFor(() => expect(flag()?.querySelector('path')).toBeNull());
  });

  // Issue 31: billing e-mails are written in the stored language (users.language).
  it.each([
    ['an owner', aSessionUser({ name: 'Ana Souza' })],
    ['a sub-user', aSubUser({ name: 'Ana Souza' })],
  ])('stores the choice of %s signed in: the next e-mails come in it', async (_, member) => {
    const stored: unknown[] = [];
    server.use(
      http.put('*/api/me/language', async ({ request }) => {
        stored.push([request.headers.get('authorization'), await request.json()]);
        return new HttpResponse(null, { status: 204 });
      }),
      ...sessionHandlers(member),
    );
    const { user } = renderApp('/u/home', { token: TOKEN, locale: 'en-US' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'es-ES');
    await screen.findByRole('combobox', { name: 'Idioma' });
    await waitFor(() => expect(stored).toEqual([[`Bearer ${TOKEN}`, { language: 'es-ES' }]]));
  });
});
