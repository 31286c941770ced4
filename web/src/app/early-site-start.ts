import { initialLocale } from '../lib/i18n/locale';
import { preload, preloadScreen, type EarlyHints } from './early-preload';

/**
 * The first thing index.html runs (inlined by the build, before the site's scripts): on a
 * public page the build names (`/login`, …), it preloads that page's screen and its texts in
 * the language the site will open in. The router would ask for them only once the entry has run
 * and matched the route, then the texts once the screen had come: a visitor on a phone waits
 * for one round trip instead of three in turn.
 */
export const earlySiteStart = (pages: Record<string, EarlyHints>): void => {
  const hints = pages[window.location.pathname];
  if (!hints) return;
  preloadScreen(hints);
  hints.catalogues[initialLocale(window.location.hostname)].forEach((href) => preload(href));
};
