import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale } from '@chegada/contracts';
import { AppProvider } from '../app/provider';
import { createAppRoutes } from '../app/router';
import { makeStore } from '../app/store';

type Options = {
  /** The page's host name, which picks the route set and the default language. */
  hostname?: string;
  /** A bearer token left in local storage by an earlier visit. */
  token?: string;
  /** A language chosen on an earlier visit. */
  locale?: Locale;
};

/** The whole app at `path`, with a fresh store, as a visitor would open it. */
export const renderApp = (path: string, options: Options = {}) => {
  const { hostname = 'localhost', token, locale } = options;
  if (token) localStorage.setItem('chegada.token', token);
  if (locale) localStorage.setItem('chegada.locale', locale);
  const store = makeStore(hostname);
  const router = createMemoryRouter(createAppRoutes(store, hostname), {
    initialEntries: [path],
  });
  const view = render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, store, router, user: userEvent.setup() };
};

/** The path, query and hash the router is at. */
export const currentPath = (router: {
  state: { location: Location | { pathname: string; search: string } };
}) => router.state.location.pathname + router.state.location.search;
