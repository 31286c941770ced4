import { setupListeners } from '@reduxjs/toolkit/query';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { CloseButtonProps } from 'react-toastify';
import { Provider, useSelector, useStore } from 'react-redux';
import type { Locale } from '@chegada/contracts';
import { LanguageSwitch } from '../lib/i18n/language-switch';
import { rememberLocale } from '../lib/i18n/locale';
import { sessionApi } from '../lib/session/session-api';
import { localeChosen } from '../lib/i18n/preferences-slice';
import { TOAST_OPTIONS, toastsRaised } from '../lib/notifications/notify';
import { catalogueOf, loadCatalogue } from './catalogues';
import type { AppStore, RootState } from './store';

const CROSS =
  'M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 ' +
  '3.75L9.98 3l1.48 1.48-3.75 3.75z';

// Loaded with the first toast (lib/notifications/notify.ts), not with the page.
const Toasts = lazy(() =>
  import('react-toastify').then(({ ToastContainer }) => ({
    default: function LocalizedToasts() {
      const intl = useIntl();
      // The library's own labels are English ("close", "Notifications Alt+T").
      const close = intl.formatMessage({ id: 'ui.close' });
      return (
        <ToastContainer
          {...TOAST_OPTIONS}
          aria-label={intl.formatMessage({ id: 'ui.notifications' })}
          closeButton={({ closeToast, theme }: CloseButtonProps) => (
            <button
              type="button"
              className={`Toastify__close-button Toastify__close-button--${theme}`}
              aria-label={close}
              onClick={(event) => {
                event.stopPropagation();
                closeToast(event);
              }}
            >
              <svg aria-hidden="true" viewBox="0 0 14 16">
                <path fillRule="evenodd" d={CROSS} />
              </svg>
            </button>
          )}
        />
      );
    },
  })),
);

const ToastsOnceRaised = () =>
  useSyncExternalStore(toastsRaised.subscribe, toastsRaised.current) ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;

/** The language selector's switch: the new language shows once every part in view has loaded. */
const LanguageSwitchProvider = ({ children }: { children: ReactNode }) => {
  const store = useStore<RootState>() as AppStore;
  const switchLanguage = useCallback(
    async (next: Locale) => {
      const { accountMessages, guestMessages, guestStepMessages, pageMessages } =
        store.getState().preferences;
      await loadCatalogue(next, 'site');
      if (accountMessages) await loadCatalogue(next, 'account');
      if (guestMessages) await loadCatalogue(next, 'guest');
      if (guestStepMessages) await loadCatalogue(next, 'guestSteps');
      await Promise.all(pageMessages.map((part) => loadCatalogue(next, part)));
      rememberLocale(next);
      store.dispatch(localeChosen(next));
      // Signed in, the choice is the account's too: the next e-mail comes in it. The page has
      // switched already; a failure here leaves the stored language as it was.
      if (store.getState().session.token)
        void store.dispatch(sessionApi.endpoints.saveLanguage.initiate(next));
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
