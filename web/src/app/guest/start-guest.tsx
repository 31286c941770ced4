import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { guestMessagesLoaded } from '../../lib/i18n/preferences-slice';
import { makeStore } from '../store';
import { GuestApp, nextTask, preloadGuestScreen } from './GuestApp';
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
  // The screen's chunk starts downloading now; the store is made in a task of its own.
  const making = nextTask().then(() => makeStore(window.location.hostname));
  const ready = Promise.all([making, messages, preloadGuestScreen(making, route)]);
  return ready.then(async ([store]) => {
    await nextTask();
    store.dispatch(guestMessagesLoaded());
    document.documentElement.lang = store.getState().preferences.locale;
    const root = createRoot(container);
    // A transition renders in slices that let the phone breathe (the spinner keeps turning, a
    // tap answers), rather than in one long task while the guest waits on a slow phone.
    startTransition(() =>
      root.render(
        <StrictMode>
          <GuestApp store={store} first={{ pathname: window.location.pathname, route }} />
        </StrictMode>,
      ),
    );
  });
};
