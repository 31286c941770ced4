import { Role } from '@chegada/contracts';
import { bookingSources } from '@chegada/domain';
import type { ReactNode } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { NotFoundPage } from './NotFoundPage';
import { RouteError } from './RouteError';
import { screen } from './screen';
import type { DeferredScreen } from './deferred-screens';
import type { RouteHandle, RouteKind } from '../../lib/routing/route-handle';
import type { PagePart } from '../catalogue-parts';
import type { RouteTitleId } from './routes.messages';

/** Every route has a screen: loaded on first visit, or an element such as a redirect. */
type Options = {
  public?: boolean;
  kind?: RouteKind;
  messages?: PagePart;
  roles?: readonly Role[];
} & (
  | {
      /** `screen(() => import('…/feature'), 'Page')`. */
      lazy: LazyRouteFunction<RouteObject>;
      element?: never;
    }
  | { element: ReactNode; lazy?: never }
);

// The screens no page of the site opens first (deferred-screens.tsx), loaded with the first.
const deferred =
  (name: DeferredScreen): LazyRouteFunction<RouteObject> =>
  async () =>
    (await import('./deferred-screens')).deferredScreens[name]();
const deferredGuestForm =
  (source: string): LazyRouteFunction<RouteObject> =>
  async () =>
    (await import('./deferred-screens')).guestFormScreen(source)();

const page = (path: string, titleId: RouteTitleId, options: Options): RouteObject => {
  const handle: RouteHandle = {
    public: options.public ?? false,
    kind: options.kind ?? 'site',
    titleId,
    ...(options.messages && { messages: options.messages }),
    ...(options.roles && { roles: options.roles }),
  };
  // A page that throws shows the crash page inside the site's frame, never a raw stack.
  const errorElement = <RouteError />;
  if (options.lazy) return { path, handle, errorElement, lazy: options.lazy };
  return { path, handle, errorElement, element: options.element };
};

const open = (path: string, titleId: RouteTitleId, options: Options) =>
  page(path, titleId, { ...options, public: true });

const processingDocuments = ['record-of-processing', 'incident-runbook'] as const;

const guestFormRoutes: RouteObject[] = [
  open('p/form/details/:source/:id', 'route.guestForm', {
    kind: 'form',
    lazy: deferred('guestDetails'),
  }),
  open('p/formdata/details/:friendlyCode/:source/:id', 'route.guestForm', {
    kind: 'formdata',
    lazy: deferred('guestDetails'),
  }),
  open('p/formdata/generic/:friendlyCode/:residenceId/:source', 'route.guestForm', {
    kind: 'formdata',
    lazy: deferred('genericLink'),
  }),
  // One guest-form route per booking source of spec §3 (§2).
  ...bookingSources.map((source) =>
    open(`p/formdata/:friendlyCode/${source}/:id/:additionalGuestKey?`, 'route.guestForm', {
      kind: 'formdata',
      lazy: deferredGuestForm(source),
    }),
  ),
];

/**
 * Who opens what (spec §6, and what the API lets each role do): the account's day-to-day work
 * is its owner's and sub-users'; its settings, team and models the owner's. The team's
 * performance and the lock account tell a sub-user themselves what only the owner sees.
 */
const ACCOUNT = { roles: [Role.DEFAULT_USER, Role.SUBUSER] } as const;
const OWNER = { roles: [Role.DEFAULT_USER] } as const;
const ADMIN = { roles: [Role.ADMIN] } as const;

/** Spec §2, main site: public routes, the user area /u and the admin routes. */
export const mainSiteRoutes: RouteObject[] = [
  open('', 'route.home', {
    messages: 'home',
    lazy: screen(() => import('../../features/home/HomePage'), 'HomePage'),
  }),
  open('sobre-nos', 'route.about', {
    messages: 'about',
    lazy: screen(() => import('../../features/about'), 'AboutPage'),
  }),
  open('planos', 'route.plans', {
    messages: 'plans',
    lazy: screen(() => import('../../features/plans'), 'PlansPage'),
  }),
  open('contato', 'route.contact', {
    messages: 'contact',
    lazy: screen(() => import('../../features/contact'), 'ContactPage'),
  }),
  open('login', 'route.login', {
    messages: 'auth',
    lazy: screen(() => import('../../features/auth/components/LoginPage'), 'LoginPage'),
  }),
  open('register', 'route.register', {
    messages: 'auth',
    lazy: screen(() => import('../../features/auth/components/RegisterPage'), 'RegisterPage'),
  }),
  open('wait-contact', 'route.waitContact', {
    messages: 'auth',
    lazy: screen(() => import('../../features/auth/components/WaitContactPage'), 'WaitContactPage'),
  }),
  open('recover', 'route.recover', {
    messages: 'auth',
    lazy: screen(() => import('../../features/auth/components/RecoverPage'), 'RecoverPage'),
  }),
  open('use-terms/:locale?', 'route.useTerms', {
    lazy: screen(() => import('../../features/legal'), 'LegalPage', { kind: 'terms' }),
  }),
  open('privacy-policy/:locale?', 'route.privacyPolicy', {
    lazy: screen(() => import('../../features/legal'), 'LegalPage', { kind: 'privacy' }),
  }),
  // The record of processing and the incident runbook the privacy policy links to (issue 32).
  ...processingDocuments.map((document) =>
    open(`lgpd/${document}`, 'route.lgpdDocument', {
      lazy: screen(
        () => import('../../features/retention/components/ProcessingDocumentPage'),
        'ProcessingDocumentPage',
        { document },
      ),
    }),
  ),
  ...guestFormRoutes,
  open('process-notification/:token', 'route.processNotification', {
    kind: 'separate',
    messages: 'processNotification',
    lazy: screen(() => import('../../features/process-notification'), 'ProcessNotificationPage'),
  }),
  open('u/houses/details/:token', 'route.housePreview', {
    kind: 'separate',
    messages: 'house',
    // Straight from its file: a visitor's first load carries none of the console's forms.
    lazy: screen(
      () => import('../../features/residences/components/ResidenceSharedPage'),
      'ResidenceSharedPage',
    ),
  }),
  page('u/houses/details', 'route.housePreview', {
    ...ACCOUNT,
    lazy: deferred('housePreview'),
  }),
  page('u/home', 'route.dashboard', {
    lazy: deferred('dashboard'),
  }),
  page('u/reserves', 'route.reserves', {
    ...ACCOUNT,
    lazy: deferred('reserves'),
  }),
  page('u/reserves-historic', 'route.reservesHistoric', {
    ...ACCOUNT,
    lazy: deferred('reservesHistoric'),
  }),
  page('u/videos', 'route.videos', {
    lazy: deferred('videos'),
  }),
  page('u/config', 'route.config', {
    ...OWNER,
    lazy: deferred('config'),
  }),
  page('u/subscription', 'route.subscription', {
    ...ACCOUNT,
    lazy: deferred('subscription'),
  }),
  page('u/houses', 'route.houses', {
    ...ACCOUNT,
    lazy: deferred('houses'),
  }),
  page('u/models', 'route.models', {
    ...OWNER,
    lazy: deferred('models'),
  }),
  page('u/data-requests', 'route.dataRequests', {
    ...ACCOUNT,
    lazy: deferred('dataRequests'),
  }),
  page('u/perfil', 'route.profile', {
    lazy: deferred('profile'),
  }),
  page('u/users', 'route.users', {
    ...OWNER,
    lazy: deferred('users'),
  }),
  page('u/users/performance', 'route.usersPerformance', {
    ...ACCOUNT,
    lazy: deferred('usersPerformance'),
  }),
  page('u/guest/:id', 'route.guest', {
    ...ACCOUNT,
    lazy: deferred('guest'),
  }),
  page('u/keys/config', 'route.keysConfig', {
    ...ACCOUNT,
    lazy: deferred('keysConfig'),
  }),
  page('admin/users', 'route.adminUsers', {
    ...ADMIN,
    lazy: deferred('adminUsers'),
  }),
  // The board itself is the server's page: this one opens it to the browser, then goes there.
  page('admin/queues', 'route.adminQueues', {
    ...ADMIN,
    lazy: deferred('adminQueues'),
  }),
  page('admin/price-tables', 'route.priceTables', {
    ...ADMIN,
    lazy: deferred('priceTables'),
  }),
  page('admin/retention', 'route.retentionAdmin', {
    ...ADMIN,
    lazy: deferred('retentionAdmin'),
  }),
  open('*', 'route.notFound', { element: <NotFoundPage /> }),
];

/** Spec §2: on the registration host only / exists, the new-contact lead form. */
export const registrationSiteRoutes: RouteObject[] = [
  open('', 'route.newContact', {
    messages: 'lead',
    lazy: screen(() => import('../../features/lead'), 'LeadPage'),
  }),
  open('*', 'route.notFound', { element: <NotFoundPage /> }),
];
