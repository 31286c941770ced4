import 'fake-indexeddb/auto';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Root } from 'react-dom/client';
import { matchGuestRoute } from '../../../app/guest/guest-routes';
import { startGuest } from '../../../app/guest/start-guest';
import { guestPageLocale } from '../../../lib/i18n/locale';
import { server } from '../../../testing/server';
import { aFillingPage, guestFormServer } from '../../../testing/guest-form-fixtures';
import type { GuestFormPage } from '../api/guest-form-types';

const browserSpeaks = (...languages: string[]) =>
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

let root: Root | undefined;

/** A guest link opened as guest.html opens it: the page's data, then its first paint. */
const openGuestPage = async (page: GuestFormPage, key?: string, at?: string) => {
  server.use(...guestFormServer(page));
  const path = at ?? `/p/formdata/pousada-mar/airbnb/${page.id}${key ? `/${key}` : ''}`;
  window.history.pushState(null, '', path);
  const route = matchGuestRoute(path);
  if (!route) throw new Error(`${path} is no guest page`);
  const container = document.body.appendChild(document.createElement('div'));
  root = await act(() => startGuest(container, route));
};

describe("a guest page's language", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.lang = 'pt-BR';
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    jest.restoreAllMocks();
    window.history.pushState(null, '', '/');
  });

  it('opens a fresh English reservation in English, from its first paint', async () => {
    browserSpeaks('en-US', 'en');
    await openGuestPage(aFillingPage({ language: 'en-US' }));
    expect(document.documentElement.lang).toBe('en-US');
    expect(screen.getByRole('heading', { name: 'Guest form' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Stay' })).toBeInTheDocument();
  });

  it("opens in the browser's language before the reservation's, on a guest's own link too", async () => {
    browserSpeaks('en-US', 'pt-BR');
    const page = aFillingPage({
      language: 'pt-BR',
      form: { additionalGuests: [{ key: 'k-1', name: 'Ana' }] },
      additionalGuestIndex: 0,
    });
    await openGuestPage(page, 'k-1');
    expect(document.documentElement.lang).toBe('en-US');
    expect(screen.getByRole('heading', { name: 'Guest form' })).toBeInTheDocument();
  });

  it("reads a bare 'es' as Spanish, and takes the first the property offers", async () => {
    // French is not offered, Spanish is: the page opens in Spanish, not the reservation's.
    browserSpeaks('fr', 'es', 'en');
    await openGuestPage(aFillingPage({ language: 'pt-BR' }));
    expect(document.documentElement.lang).toBe('es-ES');
    expect(screen.getByRole('heading', { name: 'Ficha del huésped' })).toBeInTheDocument();
    // A property without Spanish: the browser's next language it offers.
    const supportedLanguages = ['pt-BR', 'en-US'];
    expect(guestPageLocale({ language: 'pt-BR', supportedLanguages })).toBe('en-US');
  });

  it("follows the reservation's language when the browser speaks none the property offers", async () => {
    browserSpeaks('fr-FR', 'de');
    await openGuestPage(aFillingPage({ language: 'en-US' }));
    expect(document.documentElement.lang).toBe('en-US');
    expect(screen.getByRole('heading', { name: 'Guest form' })).toBeInTheDocument();
  });

  it("falls back on the browser's languages by their prefix, then on Portuguese", async () => {
    browserSpeaks('fr-FR', 'es-MX');
    await openGuestPage(aFillingPage({ language: null }));
    expect(document.documentElement.lang).toBe('es-ES');
    expect(screen.getByRole('heading', { name: 'Ficha del huésped' })).toBeInTheDocument();
    browserSpeaks('fr-FR');
    expect(guestPageLocale({ language: null })).toBe('pt-BR');
  });

  it('keeps the choice the guest made, among the languages the property supports', async () => {
    browserSpeaks('en-US');
    localStorage.setItem('chegada.locale', 'es-ES');
    expect(guestPageLocale({ language: 'en-US' })).toBe('es-ES');
    // A property in Portuguese and English only: neither the choice nor Spanish are offered.
    const supportedLanguages = ['pt-BR', 'en-US'];
    expect(guestPageLocale({ language: 'es-ES', supportedLanguages })).toBe('en-US');
    localStorage.clear();
    browserSpeaks('es-ES');
    expect(guestPageLocale({ language: null, supportedLanguages })).toBe('pt-BR');
    expect(guestPageLocale({ language: null, supportedLanguages: ['en-US'] })).toBe('en-US');
  });

  // Walk60: the data page opened in Spanish (the choice stored on the device), with a picker
  // offering it, on a link whose property and other pages speak Portuguese only.
  it("opens the data page in the property's languages, as the link's other pages", async () => {
    browserSpeaks('es-ES');
    localStorage.setItem('chegada.locale', 'es-ES');
    const page = aFillingPage({ language: 'pt-BR', supportedLanguages: ['pt-BR'] });
    server.use(
      http.get(`*/api/stays/guestForm/${page.id}/data-requests`, () => HttpResponse.json([])),
    );
    await openGuestPage(page, undefined, `/p/formdata/privacy/pousada-mar/airbnb/${page.id}`);
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(await screen.findByRole('heading', { name: 'Seus dados pessoais' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Idioma/ })).not.toBeInTheDocument();
  });
});
