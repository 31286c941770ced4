import type { Locale } from '@chegada/contracts';
import { preload, preloadScreen, type EarlyHints } from '../early-preload';
import {
  guestLinkOf,
  guestFormPath,
  linkHeaders,
} from '../../features/guest-form/api/guest-link-request';
import { companyInfoPath } from '../../lib/api/company-info-path';
import { startEarlyRequest } from '../../lib/api/early-requests';
import { guestPageLocale, initialLocale, type GuestLanguages } from '../../lib/i18n/locale';
import { matchGuestRoute } from './guest-routes';

/**
 * The first thing guest.html runs (inlined by the build, before the page's scripts): for a
 * guest link, it asks the link's page and the host company's name at once, and preloads the
 * form screen's chunks and the catalogues of the language the page will open in — the one
 * known now (the guest's choice, else the browser's), then the one the property's languages
 * and the reservation's leave once its page is here (lib/i18n/locale.ts chooses). The app then finds all of it on its way (app/guest/
 * start-guest.tsx); a guest on 3G waits for one round trip instead of three in turn.
 */
export const earlyGuestStart = (hints: EarlyHints): void => {
  const route = matchGuestRoute(window.location.pathname);
  if (route?.screen !== 'GuestFormScreen') return;
  preloadScreen(hints);
  const preloaded = new Set<Locale>();
  const preloadCatalogues = (locale: Locale) => {
    if (!preloaded.has(locale)) hints.catalogues[locale].forEach((href) => preload(href));
    preloaded.add(locale);
  };
  preloadCatalogues(guestPageLocale());
  // The language the client's requests carry (app/store.ts), for it to take these answers.
  const language = { 'Accept-Language': initialLocale(window.location.hostname) };
  const link = guestLinkOf(route.params, route.source);
  void startEarlyRequest(guestFormPath(link), { ...linkHeaders(link), ...language })
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then((body?: { data?: GuestLanguages }) => {
      if (body?.data) preloadCatalogues(guestPageLocale(body.data));
    })
    .catch(() => undefined);
  if (link.friendlyCode) void startEarlyRequest(companyInfoPath(link.friendlyCode), language);
};
