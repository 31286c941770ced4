import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { provideCatalogues } from '../app/catalogues';
import { messages } from '../app/messages';
import { server } from './server';

provideCatalogues(messages);

// A screen's first render loads its lazy route and catalogue: generous on a loaded machine, and
// a passing test never waits for it.
configure({ asyncUtilTimeout: 5000 });

// Every request a test makes must be one it declared (STYLE.md, web tier).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  // The guest form writes its step in the page's address (?step=): the next test opens at none.
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
});
afterAll(() => server.close());

// jsdom has no scrolling and no new tabs; the shell calls both.
beforeEach(() => {
  window.scrollTo = jest.fn();
  window.open = jest.fn(() => null);
});
