import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { authenticate, logOut } from '../lib/session/authenticate';
import {
  accountMessagesLoaded,
  guestMessagesLoaded,
  pageMessagesLoaded,
} from '../lib/i18n/preferences-slice';
import { isCatalogueLoaded, loadCatalogue } from './catalogues';
import { sessionApi } from '../lib/session/session-api';
import { sentToPay } from '../lib/session/session-slice';
import { landingPath, paymentLinkToOpen, type SessionUser } from '../lib/session/session-user';
import { notify } from '../lib/notifications/notify';
import { loadSignedInHeader } from '../components/layout/signed-in-header';
import { loadMenuCounts } from './menu-counts-loader';
import { intlFor } from './intl';
import { isRouteHandle } from '../lib/routing/route-handle';
import type { AppStore } from './store';

/** Spec §4: signed-in visitors of these go to the dashboard. */
const GUEST_ONLY = ['/login', '/register', '/'];
const SUBSCRIPTION = '/u/subscription';

const handleOf = (routes: RouteObject[], pathname: string) => {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as unknown;
  return isRouteHandle(handle) ? handle : undefined;
};

const isPublic = (routes: RouteObject[], pathname: string): boolean =>
  handleOf(routes, pathname)?.public ?? true;

// The guest's pages bring their own messages, which no other page downloads.
const loadGuestMessages = async (store: AppStore, routes: RouteObject[], pathname: string) => {
  const kind = handleOf(routes, pathname)?.kind;
  const { locale, guestMessages } = store.getState().preferences;
  if (kind !== 'formdata' && kind !== 'form') return;
  if (guestMessages && isCatalogueLoaded(locale, 'guest')) return;
  await loadCatalogue(locale, 'guest').then(
    () => store.dispatch(guestMessagesLoaded()),
    () => undefined,
  );
};

// A public page's own messages come with it (app/catalogue-parts.ts): no other page downloads
// them. Without them the page still works, showing message ids.
const loadPageMessages = async (store: AppStore, routes: RouteObject[], pathname: string) => {
  const part = handleOf(routes, pathname)?.messages;
  const { locale } = store.getState().preferences;
  if (!part || isCatalogueLoaded(locale, part)) return;
  await loadCatalogue(locale, part).then(
    () => store.dispatch(pageMessagesLoaded(part)),
    () => undefined,
  );
};

/** The registration host's pages, which no session guards, load their own texts only. */
export const createPageMessagesLoader =
  (store: AppStore, routes: RouteObject[]) =>
  async ({ request }: LoaderFunctionArgs) => {
    await loadPageMessages(store, routes, new URL(request.url).pathname);
    return null;
  };

const say = (store: AppStore, id: string) =>
  notify.error(intlFor(store.getState().preferences.locale).formatMessage({ id }));

// The signed-in screens' messages come with the session, before any of them renders. Without
// them a screen still works, showing message ids: a failed download does not block the way.
const loadAccountMessages = async (store: AppStore): Promise<void> => {
  const { locale, accountMessages } = store.getState().preferences;
  if (accountMessages && isCatalogueLoaded(locale, 'account')) return;
  await loadCatalogue(locale, 'account').then(
    () => store.dispatch(accountMessagesLoaded()),
    () => undefined,
  );
};

/**
 * Signs in with the stored token; false when the token is refused (then logged out). The
 * signed-in texts (the session's notices and the menus' included), the header's links and menus
 * and the menu's counts download meanwhile: the header, already on screen after a login, shows
 * the user's menus once they are here.
 */
const restoreSession = async (store: AppStore): Promise<boolean> => {
  const ready = Promise.all([loadAccountMessages(store), loadSignedInHeader(), loadMenuCounts()]);
  const [result] = await Promise.all([authenticate(store.dispatch, ready), ready]);
  if (!result.ok) {
    logOut(store.dispatch);
    say(store, 'session.credentialsError');
    return false;
  }
  result.failures.forEach((failure) => say(store, `session.loadFailed.${failure}`));
  return true;
};

const currentUser = (store: AppStore): SessionUser | undefined =>
  store.getState().session.authenticated
    ? sessionApi.endpoints.me.select()(store.getState()).data
    : undefined;

// "Once a session" is the browser tab's session: a reload, or a link from an e-mail opened in
// it, finds the host where they were going rather than at the subscription again.
const SENT_TO_PAY = 'chegada.sentToPay';
const wasSentToPay = (user: SessionUser): boolean => {
  try {
    return sessionStorage.getItem(SENT_TO_PAY) === user.id;
  } catch {
    return false;
  }
};
const rememberSentToPay = (user: SessionUser): void => {
  try {
    sessionStorage.setItem(SENT_TO_PAY, user.id);
  } catch {
    // Storage refused (a private window's quota): the redux flag still holds for this load.
  }
};

/**
 * Spec §4: an unpaid account is sent to its subscription, once a session, where the payment
 * link opens in a new tab from the host's click (a tab opened by navigation alone is what
 * pop-up blockers stop). Then the work that exists stays reachable (issue 31: approving,
 * cancelling, door codes and messages keep working); only creating is refused, by the API.
 */
const subscriptionRedirect = (store: AppStore, user: SessionUser, pathname: string) => {
  if (!paymentLinkToOpen(user) || store.getState().session.sentToPay || wasSentToPay(user))
    return null;
  store.dispatch(sentToPay());
  rememberSentToPay(user);
  return pathname === SUBSCRIPTION ? null : redirect(SUBSCRIPTION);
};

/** The session rules of spec §4, run before every navigation of the main site. */
export const createGuard =
  (store: AppStore, routes: RouteObject[]) =>
  async ({ request }: LoaderFunctionArgs) => {
    const { pathname, search } = new URL(request.url);
    const { session } = store.getState();
    if (!session.authenticated && session.token && !(await restoreSession(store))) {
      return pathname === '/login' ? null : redirect('/login');
    }
    await Promise.all([
      loadGuestMessages(store, routes, pathname),
      loadPageMessages(store, routes, pathname),
    ]);
    const user = currentUser(store);
    const open = isPublic(routes, pathname);
    if (!user) {
      // A public page of the user area (a property's shared page) has a part of its own.
      return open ? null : redirect(`/login?from=${encodeURIComponent(pathname + search)}`);
    }
    await loadAccountMessages(store);
    // Sent to /login by a page that found no session of its own (the queue board's cookie),
    // a signed-in user goes back there.
    const from = new URLSearchParams(search).get('from');
    if (pathname === '/login' && from) return redirect(landingPath(user, from));
    if (GUEST_ONLY.includes(pathname)) return redirect('/u/home');
    return open ? null : subscriptionRedirect(store, user, pathname);
  };
