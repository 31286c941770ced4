import { setupListeners } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider, useSelector } from 'react-redux';
import { TOAST_OPTIONS, toastsRaised } from '../lib/notifications/notify';
import { catalogueOf } from './catalogues';
import type { AppStore, RootState } from './store';

// Loaded with the first toast (lib/notifications/notify.ts), not with the page.
const Toasts = lazy(() =>
  import('react-toastify').then(({ ToastContainer }) => ({
    default: () => <ToastContainer {...TOAST_OPTIONS} />,
  })),
);

const ToastsOnceRaised = () =>
  useSyncExternalStore(toastsRaised.subscribe, toastsRaised.current) ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;

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
      <Intl>{children}</Intl>
    </Provider>
  );
};
