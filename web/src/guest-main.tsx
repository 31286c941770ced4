// The site's base styles come first in the cascade, before any component's own.
import './app/styles.css';
import { loadCatalogue } from './app/catalogues';
import { matchGuestRoute } from './app/guest/guest-routes';
import { startGuest } from './app/guest/start-guest';
import { initialLocale } from './lib/i18n/locale';

/**
 * guest.html, which the server answers for the guest's pages (/p/formdata/…, issue 17): the
 * guest's light shell, without the site's router and menus. A path it does not know opens
 * the site itself.
 */
const container = document.getElementById('root');
if (container) {
  const route = matchGuestRoute(window.location.pathname);
  // A guest page's language waits for its reservation's (app/guest/start-guest.tsx).
  if (route) void startGuest(container, route);
  else
    void Promise.all([
      import('./app/start-app'),
      loadCatalogue(initialLocale(window.location.hostname)),
    ]).then(([{ startApp }]) => startApp(container));
}
