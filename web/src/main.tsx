import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadCatalogue } from './app/catalogues';
import { initialLocale } from './lib/i18n/locale';
import './app/styles.css';

const container = document.getElementById('root');
if (container) {
  // The first screen renders in its language at once: its catalogue comes first.
  void loadCatalogue(initialLocale(window.location.hostname)).then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
