import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Locale } from '@chegada/contracts';
import { prefetchCompanyInfo } from '../../lib/api/company-info-api';
import { guestPageLocale } from '../../lib/i18n/locale';
import { guestMessagesLoaded, localeChosen } from '../../lib/i18n/preferences-slice';
import { chooseGuestFrame, loadCatalogue } from '../catalogues';
import { makeStore } from '../store';
import { GuestApp, preloadGuestScreen } from './GuestApp';
import type { GuestRoute } from './guest-routes';

/** The guest pages' messages of a language, with what they read of the site's. */
export const loadGuestMessages = (locale: Locale) =>
  Promise.all([loadCatalogue(locale, 'guestFrame'), loadCatalogue(locale, 'guest')]);

/**
 * Renders a guest page in the guest's shell once its screen's chunk and data are here, in the
 * language they choose (lib/i18n/locale.ts): the messages of the language known before the
 * reservation's load meanwhile, another's after. The first paint is in the page's language.
 */
export const startGuest = async (container: HTMLElement, route: GuestRoute): Promise<Root> => {
  chooseGuestFrame();
  const store = makeStore(window.location.hostname);
  // The header's company, asked now (in the language the page's early start asked it in,
  // app/guest/early-start.ts), is on screen with the page.
  const { friendlyCode } = route.params;
  if (friendlyCode) void store.dispatch(prefetchCompanyInfo(friendlyCode));
  const [languages] = await Promise.all([
    preloadGuestScreen(store, route),
    loadGuestMessages(guestPageLocale()),
  ]);
  const locale = guestPageLocale(languages);
  await loadGuestMessages(locale);
  store.dispatch(localeChosen(locale));
  store.dispatch(guestMessagesLoaded());
  document.documentElement.lang = locale;
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <GuestApp store={store} first={{ pathname: window.location.pathname, route }} />
    </StrictMode>,
  );
  return root;
};
