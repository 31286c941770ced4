import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { guestMessagesLoaded } from '../../lib/i18n/preferences-slice';
import { makeStore } from '../store';
import { GuestApp, preloadGuestScreen } from './GuestApp';
import type { GuestRoute } from './guest-routes';

/**
 * Renders a guest page in the guest's shell once its messages (`messages`, which guest-main.tsx
 * started loading) and its screen's chunk are here; the screen's data is asked meanwhile.
 */
export const startGuest = (
  container: HTMLElement,
  route: GuestRoute,
  messages: Promise<unknown>,
): Promise<void> => {
  const store = makeStore(window.location.hostname);
  return Promise.all([messages, preloadGuestScreen(store, route)]).then(() => {
    store.dispatch(guestMessagesLoaded());
    document.documentElement.lang = store.getState().preferences.locale;
    createRoot(container).render(
      <StrictMode>
        <GuestApp store={store} first={{ pathname: window.location.pathname, route }} />
      </StrictMode>,
    );
  });
};
