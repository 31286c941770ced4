import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { AboutPage } from '../../features/about';
import { ContactPage } from '../../features/contact';
import { HomePage } from '../../features/home/HomePage';
import { LeadPage } from '../../features/lead';
import { LegalPage } from '../../features/legal';
import { PlansPage } from '../../features/plans';
import { LoginPage, RecoverPage, RegisterPage, WaitContactPage } from '../../features/auth';
import { NotFoundPage } from './NotFoundPage';
import { PlaceholderPage } from './PlaceholderPage';
import type { RouteHandle, RouteKind } from '../../lib/routing/route-handle';
import type { RouteTitleId } from './routes.messages';

type Options = { public?: boolean; kind?: RouteKind; element?: ReactNode };

const page = (path: string, titleId: RouteTitleId, options: Options = {}): RouteObject => {
  const handle: RouteHandle = {
    public: options.public ?? false,
    kind: options.kind ?? 'site',
    titleId,
  };
  return { path, handle, element: options.element ?? <PlaceholderPage titleId={titleId} /> };
};

const open = (path: string, titleId: RouteTitleId, options: Omit<Options, 'public'> = {}) =>
  page(path, titleId, { ...options, public: true });

/** Spec §3: the booking sources; the guest form has one route per source (spec §2). */
export const bookingSources = [
  'stays',
  'airbnb',
  'expedia',
  'booking',
  'hoteis_com',
  'trivago',
  'tripadvisor',
  'vrbo',
  'decolar',
  'submarino_viagens',
  'other',
] as const;

const guestFormRoutes: RouteObject[] = [
  open('p/form/details/:source/:id', 'route.guestForm', { kind: 'form' }),
  open('p/formdata/details/:friendlyCode/:source/:id', 'route.guestForm', { kind: 'formdata' }),
  open('p/formdata/generic/:friendlyCode/:residenceId/:source', 'route.guestForm', {
    kind: 'formdata',
  }),
  ...bookingSources.map((source) =>
    open(`p/formdata/:friendlyCode/${source}/:id/:additionalGuestKey?`, 'route.guestForm', {
      kind: 'formdata',
    }),
  ),
];

/** Spec §2, main site: public routes, the user area /u and the admin routes. */
export const mainSiteRoutes: RouteObject[] = [
  open('', 'route.home', { element: <HomePage /> }),
  open('sobre-nos', 'route.about', { element: <AboutPage /> }),
  open('planos', 'route.plans', { element: <PlansPage /> }),
  open('contato', 'route.contact', { element: <ContactPage /> }),
  open('login', 'route.login', { element: <LoginPage /> }),
  open('register', 'route.register', { element: <RegisterPage /> }),
  open('wait-contact', 'route.waitContact', { element: <WaitContactPage /> }),
  open('recover', 'route.recover', { element: <RecoverPage /> }),
  open('use-terms/:locale?', 'route.useTerms', { element: <LegalPage kind="terms" /> }),
  open('privacy-policy/:locale?', 'route.privacyPolicy', {
    element: <LegalPage kind="privacy" />,
  }),
  ...guestFormRoutes,
  open('process-notification/:token', 'route.processNotification', { kind: 'separate' }),
  open('u/houses/details/:token', 'route.housePreview', { kind: 'separate' }),
  page('u/houses/details', 'route.housePreview'),
  page('u/home', 'route.dashboard'),
  page('u/reserves', 'route.reserves'),
  page('u/reserves-historic', 'route.reservesHistoric'),
  page('u/videos', 'route.videos'),
  page('u/config', 'route.config'),
  page('u/subscription', 'route.subscription'),
  page('u/houses', 'route.houses'),
  page('u/models', 'route.models'),
  page('u/perfil', 'route.profile'),
  page('u/users', 'route.users'),
  page('u/users/performance', 'route.usersPerformance'),
  page('u/guest/:id', 'route.guest'),
  page('u/keys/config', 'route.keysConfig'),
  page('admin/users', 'route.adminUsers'),
  page('admin/price-tables', 'route.priceTables'),
  open('*', 'route.notFound', { element: <NotFoundPage /> }),
];

/** Spec §2: on the registration host only / exists, the new-contact lead form. */
export const registrationSiteRoutes: RouteObject[] = [
  open('', 'route.newContact', { element: <LeadPage /> }),
  open('*', 'route.notFound', { element: <NotFoundPage /> }),
];
