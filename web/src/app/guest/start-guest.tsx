import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { guestMessagesLoaded } from '../../lib/i18n/preferences-slice';
import { makeStore } from '../store';
import { GuestApp } from './GuestApp';
import type { GuestRoute } from './guest-routes';

/** Renders a guest page in the guest's shell; main.tsx has loaded its messages. */
export const startGuest = (container: HTMLElement, route: GuestRoute): void => {
  const store = makeStore(window.location.hostname);
  store.dispatch(guestMessagesLoaded());
  document.documentElement.lang = store.getState().preferences.locale;
  createRoot(container).render(
    <StrictMode>
      <GuestApp store={store} first={{ pathname: window.location.pathname, route }} />
    </StrictMode>,
  );
};
