import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CrashBoundary } from '../../components/layout/CrashBoundary';
import { GuestHeader } from '../../components/layout/GuestHeader';
import { Loading } from '../../components/layout/Loading';
import { prefetchCompanyInfo } from '../../lib/api/company-info-api';
import { GuestRoutingProvider } from '../../features/guest-form/routing/guest-routing';
import type { GuestLanguages } from '../../lib/i18n/locale';
import { AppProvider } from '../provider';
import type { AppStore } from '../store';
import { matchGuestRoute, type GuestRoute } from './guest-routes';

// Each screen's chunk; the form's also names the data it opens with, to ask it at once.
const load = {
  GuestFormScreen: () => import('../../features/guest-form/components/GuestFormScreen'),
  GenericLinkScreen: () => import('../../features/guest-form/components/GenericLinkScreen'),
  GuestDetailsScreen: () => import('../../features/guest-form/components/GuestDetailsScreen'),
  GuestDataRequestsScreen: () => import('../../features/guest-data-requests'),
};

const screens = {
  GuestFormScreen: lazy(() =>
    load.GuestFormScreen().then((module) => ({ default: module.GuestFormScreen })),
  ),
  GenericLinkScreen: lazy(() =>
    load.GenericLinkScreen().then((module) => ({ default: module.GenericLinkScreen })),
  ),
  GuestDetailsScreen: lazy(() =>
    load.GuestDetailsScreen().then((module) => ({ default: module.GuestDetailsScreen })),
  ),
  // Its texts are the forms' (`guestSteps`): out of the link's first load.
  GuestDataRequestsScreen: lazy(() =>
    Promise.all([
      load.GuestDataRequestsScreen(),
      import('../../features/guest-form/step-messages'),
    ]).then(([module, { withStepMessages }]) => ({
      default: withStepMessages(module.GuestDataRequestsScreen),
    })),
  ),
};

/** A later task: the work after it does not lengthen the one before (a slow phone's long task). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads the first screen's chunk, and for the form its page's data, while the messages load
 * (on 3G each is a round trip the guest would otherwise wait for in turn): the reservation's
 * languages once they are here. Never fails: the screen itself shows a failed load.
 */
export const preloadGuestScreen = async (
  store: AppStore,
  route: GuestRoute,
): Promise<GuestLanguages> => {
  try {
    if (route.screen === 'GuestDataRequestsScreen' && route.params.friendlyCode) {
      // Its header's languages are the property's (the company's), as the form's are.
      const [, company] = await Promise.all([
        load[route.screen](),
        store.dispatch(prefetchCompanyInfo(route.params.friendlyCode)),
      ]);
      return { supportedLanguages: company.data?.supportedLanguages };
    }
    if (route.screen !== 'GuestFormScreen') {
      await load[route.screen]();
      return {};
    }
    const { prefetchGuestFormScreen } = await load.GuestFormScreen();
    // Asking (the store's first request) is a task of its own, apart from the chunk's start.
    await nextTask();
    const { data } = await store.dispatch(prefetchGuestFormScreen(route.params, route.source));
    return data ?? {};
  } catch {
    // The lazy screen tries again and shows its own error.
    return {};
  }
};

type Opened = { pathname: string; route: GuestRoute };

/** Where the shell is: a guest page opens in place, any other in the site's own shell. */
const useGuestLocation = (first: Opened) => {
  const [opened, setOpened] = useState(first);
  const navigate = useCallback((to: string) => {
    const pathname = new URL(to, window.location.href).pathname;
    const route = matchGuestRoute(pathname);
    if (!route) return window.location.assign(to);
    window.history.pushState(null, '', to);
    setOpened({ pathname, route });
  }, []);
  useEffect(() => {
    const back = () => {
      const route = matchGuestRoute(window.location.pathname);
      if (route) setOpened({ pathname: window.location.pathname, route });
      else window.location.reload();
    };
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);
  // Spec §2: every navigation scrolls smoothly back to the top (the page opens there already:
  // scrolling then would only make the phone lay the page out once more).
  useEffect(() => {
    if (opened !== first) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [opened, first]);
  return { opened, navigate };
};

/** The simplified frame of spec §2: skip link, the host's header, the page; no footer. */
const GuestShell = ({ first }: { first: Opened }) => {
  const intl = useIntl();
  const { opened, navigate } = useGuestLocation(first);
  const { route } = opened;
  const routing = useMemo(() => ({ params: route.params, navigate }), [route, navigate]);
  const title = intl.formatMessage({ id: 'route.guestForm' });
  useEffect(() => {
    document.title = `${title} · Chegada`;
  }, [title]);
  const { GuestFormScreen, GenericLinkScreen, GuestDetailsScreen, GuestDataRequestsScreen } =
    screens;
  return (
    <>
      <a className="skip-link" href="#main">
        <FormattedMessage id="nav.skipToContent" />
      </a>
      <GuestHeader friendlyCode={route.params.friendlyCode} />
      <main id="main" tabIndex={-1}>
        <GuestRoutingProvider routing={routing}>
          <CrashBoundary key={opened.pathname}>
            <Suspense fallback={<Loading />}>
              {route.screen === 'GuestFormScreen' ? (
                <GuestFormScreen key={opened.pathname} source={route.source ?? ''} />
              ) : null}
              {route.screen === 'GenericLinkScreen' ? (
                <GenericLinkScreen key={opened.pathname} />
              ) : null}
              {route.screen === 'GuestDetailsScreen' ? (
                <GuestDetailsScreen key={opened.pathname} />
              ) : null}
              {route.screen === 'GuestDataRequestsScreen' ? (
                <GuestDataRequestsScreen key={opened.pathname} params={route.params} />
              ) : null}
            </Suspense>
          </CrashBoundary>
        </GuestRoutingProvider>
      </main>
    </>
  );
};

/**
 * The guest's pages on their own (issue 17): the same store, language and screens as the
 * site, without its router, route table, menus or session, which a guest on 3G has no use for.
 */
export const GuestApp = ({ store, first }: { store: AppStore; first: Opened }) => (
  <AppProvider store={store}>
    <GuestShell first={first} />
  </AppProvider>
);
