// The site's base styles come first in the cascade, before any component's own.
import './app/styles.css';
import { loadCatalogue } from './app/catalogues';
import { startApp } from './app/start-app';
import { initialLocale } from './lib/i18n/locale';

const container = document.getElementById('root');
if (container) {
  // The first screen renders in its language at once: its catalogue comes first.
  void loadCatalogue(initialLocale(window.location.hostname)).then(() => startApp(container));
}
