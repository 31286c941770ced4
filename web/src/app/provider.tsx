import { setupListeners } from '@reduxjs/toolkit/query';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';
import { Provider, useSelector, useStore } from 'react-redux';
import type { Locale } from '@chegada/contracts';
import { LanguageSwitch } from '../lib/i18n/language-switch';
import { rememberLocale } from '../lib/i18n/locale';
import { localeChosen } from '../lib/i18n/preferences-slice';
import { baseApi, type ApiTag } from '../lib/api/base-api';
import { toastsRaised } from '../lib/notifications/notify';
import { catalogueOf, loadCatalogue } from './catalogues';
import type { AppStore, RootState } from './store';

// Loaded with the first toast (lib/notifications/notify.ts), not with the page.
const Toasts = lazy(() =>
  import('../lib/notifications/Toasts').then(({ Toasts }) => ({ default: Toasts })),
);

const ToastsOnceRaised = () =>
  useSyncExternalStore(toastsRaised.subscribe, toastsRaised.current) ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;

/** Answers holding sentences the server wrote in the language it was asked in. */
const SERVER_WORDED: ApiTag[] = ['CalendarFeeds', 'Stays'];

/** The language selector's switch: the new language shows once every part in view has loaded. */
const LanguageSwitchProvider = ({ children }: { children: ReactNode }) => {
  const store = useStore<RootState>() as AppStore;
  const switchLanguage = useCallback(
    async (next: Locale) => {
      const { accountMessages, guestMessages, guestStepMessages, pageMessages } =
        store.getState().preferences;
      await loadCatalogue(next);
      if (accountMessages) await loadCatalogue(next, 'account');
      if (guestMessages) await loadCatalogue(next, 'guest');
      if (guestStepMessages) await loadCatalogue(next, 'guestSteps');
      await Promise.all(pageMessages.map((part) => loadCatalogue(next, part)));
      rememberLocale(next);
      store.dispatch(localeChosen(next));
      // What the server words itself (a sync's last error, by feed and by Stays account) is
      // read again in the new language, not left in the one it was read in.
      store.dispatch(baseApi.util.invalidateTags(SERVER_WORDED));
      // Signed in, the choice is the account's too: the next e-mail comes in it. The page has
      // switched already; a failure here leaves the stored language as it was.
      // The guest's page never signs in, so it does not load the session's endpoints for it.
      if (store.getState().session.token) {
        const { sessionApi } = await import('../lib/session/session-api');
        void store.dispatch(sessionApi.endpoints.saveLanguage.initiate(next));
      }
    },
    [store],
  );
  return <LanguageSwitch.Provider value={switchLanguage}>{children}</LanguageSwitch.Provider>;
};

const Intl = ({ children }: { children: ReactNode }) => {
  // Any change of preferences re-renders: catalogueOf answers a new object only once another
  // part of the language (the account's messages) has loaded, so every text updates then.
  const { locale } = useSelector((state: RootState) => state.preferences);
  return (
    <IntlProvider locale={locale} messages={catalogueOf(locale)} defaultLocale="pt-BR">
      {children}
      <ToastsOnceRaised />
    </IntlProvider>
  );
};

/**
 * Store, language and toasts around the router. The store hears the window's focus and the
 * network's return once, for every query that asks to be refetched then (the guest form: another
 * phone may have saved meanwhile).
 */
export const AppProvider = ({ store, children }: { store: AppStore; children: ReactNode }) => {
  useEffect(() => setupListeners(store.dispatch), [store]);
  return (
    <Provider store={store}>
      <LanguageSwitchProvider>
        <Intl>{children}</Intl>
      </LanguageSwitchProvider>
    </Provider>
  );
};
