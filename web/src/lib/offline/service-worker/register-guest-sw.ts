/**
 * Where the guest pages are, and so the worker's scope: /p/formdata/… (the API answers
 * guest.html there) and /p/form/details/…, the details page without the company's code.
 */
const SCOPE = '/p/';

/**
 * Registers the guest pages' service worker (guest-sw.ts, issue 17) when the phone is idle,
 * once a page worth opening offline is shown: it costs the first paint nothing. Registering
 * again is how a later visit learns of a new deploy's worker.
 */
export const registerGuestServiceWorker = (): void => {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register('/guest-sw.js', { scope: SCOPE }).catch(() => undefined);
  if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 10_000 });
  else setTimeout(register, 2000);
};
