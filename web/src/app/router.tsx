import { useEffect, useReducer, useState } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout, type Site } from '../components/layout/RootLayout';
import { Loading } from '../components/layout/Loading';
import type { NavBadges } from '../components/layout/nav-items';
import { useSessionUser } from '../lib/session/use-session';
import { createGuard, createPageMessagesLoader } from './guard';
import { loadMenuCounts, menuCountsLoaded, MenuCountsSlot } from './menu-counts-loader';
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

const NO_BADGES: NavBadges = {};

/** The main site's frame, with the counts the features put on its menu. */
const MainFrame = () => {
  const user = useSessionUser();
  const [badges, setBadges] = useState(NO_BADGES);
  const [, countsLoaded] = useReducer((loads: number) => loads + 1, 0);
  // Signed in without the guard (it loads them first): they show once their chunk is here.
  useEffect(() => {
    if (user && !menuCountsLoaded()) void loadMenuCounts().then(countsLoaded);
  }, [user]);
  return (
    <>
      {user ? <MenuCountsSlot user={user} onChange={setBadges} /> : null}
      <RootLayout site="main" badges={user ? badges : NO_BADGES} />
    </>
  );
};

/** The route tree for a host: the guard runs before every navigation of the main site. */
export const createAppRoutes = (store: AppStore, hostname: string): RouteObject[] => {
  const site = siteForHost(hostname);
  if (site === 'registration') {
    const root: RouteObject = {
      path: '/',
      element: <RootLayout site={site} />,
      errorElement: frameError,
      HydrateFallback: Loading,
      children: registrationSiteRoutes,
    };
    root.loader = createPageMessagesLoader(store, [root]);
    return [root];
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
