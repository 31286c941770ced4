import type { RouteObject } from 'react-router';
import { RootLayout, type Site } from '../components/layout/RootLayout';
import { Loading } from '../components/layout/Loading';
// Not through the feature's index: the page stays out of the frame's first load.
import { useOpenRequestsBadge } from '../features/data-requests/api/use-open-requests-badge';
import { useSessionUser } from '../lib/session/use-session';
import { createGuard } from './guard';
import { RouteError } from './routes/RouteError';
import { mainSiteRoutes, registrationSiteRoutes } from './routes/route-table';
import type { AppStore } from './store';

/** Spec §2: a host starting with `cadastro.` is the registration sub-site. */
export const siteForHost = (hostname: string): Site =>
  hostname.startsWith('cadastro.') ? 'registration' : 'main';

// The frame itself failing (its guard, its header): the crash page on its own.
const frameError = (
  <main id="main" tabIndex={-1}>
    <RouteError />
  </main>
);

/** The main site's frame, with the counts the features put on its menu. */
const MainFrame = () => <RootLayout site="main" badges={useOpenRequestsBadge(useSessionUser())} />;

/** The route tree for a host: the guard runs before every navigation of the main site. */
export const createAppRoutes = (store: AppStore, hostname: string): RouteObject[] => {
  const site = siteForHost(hostname);
  if (site === 'registration') {
    const root = {
      path: '/',
      element: <RootLayout site={site} />,
      errorElement: frameError,
      HydrateFallback: Loading,
    };
    return [{ ...root, children: registrationSiteRoutes }];
  }
  const root: RouteObject = {
    path: '/',
    element: <MainFrame />,
    errorElement: frameError,
    HydrateFallback: Loading,
    shouldRevalidate: () => true,
    children: mainSiteRoutes,
  };
  root.loader = createGuard(store, [root]);
  return [root];
};
