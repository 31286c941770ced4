import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/** Renders the site (every page but the guest's, app/guest) with its router. */
export const startApp = (container: HTMLElement): void => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};
