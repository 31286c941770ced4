import { guestScreen, screen } from './screen';

/**
 * A screen's chunk, with the phone metadata (off the public pages' first load) loaded beside.
 * Its loader is imported here, not with the shell: else the guest's form, which checks phones
 * too, would load the whole shell for it.
 */
const withPhoneChecks = async <Module,>(screenModule: Promise<Module>): Promise<Module> => {
  const preload = import('../../lib/phone/deferred-phone').then((phone) =>
    phone.preloadPhoneChecks(),
  );
  const [loaded] = await Promise.all([screenModule, preload]);
  return loaded;
};

/**
 * The screens of route-table.tsx behind a login (the user area and the admin), and the guest's
 * pages, which guest.html serves (the site's router opens them only from a page of its own).
 * Each loader lists the chunks of its screen: in a module of its own, loaded with the first
 * of them to open, they stay off every visitor's first load.
 */
export const deferredScreens = {
  guestDetails: guestScreen(
    () => import('../../features/guest-form/components/GuestDetailsScreen'),
    'GuestDetailsScreen',
  ),
  genericLink: guestScreen(
    () => import('../../features/guest-form/components/GenericLinkScreen'),
    'GenericLinkScreen',
  ),
  housePreview: screen(() => import('../../features/residences'), 'ResidencePreviewPage'),
  dashboard: screen(() => import('../../features/dashboard'), 'DashboardPage'),
  reserves: screen(() => import('../../features/reservations'), 'ReservationsPage'),
  reservesHistoric: screen(() => import('../../features/reservations'), 'HistoricPage'),
  videos: screen(() => import('../../features/videos'), 'VideosPage'),
  config: screen(() => import('./config-screen'), 'ConfigScreen'),
  subscription: screen(() => import('../../features/subscription'), 'SubscriptionPage'),
  houses: screen(() => import('../../features/residences'), 'ResidencesPage'),
  models: screen(() => import('../../features/message-templates'), 'MessageTemplatesPage'),
  dataRequests: screen(() => import('../../features/data-requests'), 'DataRequestsPage'),
  profile: screen(() => import('../../features/profile'), 'ProfilePage'),
  users: screen(() => import('../../features/sub-users'), 'SubUsersPage'),
  usersPerformance: screen(() => import('../../features/performance'), 'PerformancePage'),
  // Its guests' parts are judged at once (synchronously), phones included: both load first.
  guest: screen(() => withPhoneChecks(import('../../features/reservations')), 'GuestReviewPage'),
  keysConfig: screen(() => import('../../features/residences'), 'LocksPage'),
  adminUsers: screen(() => import('../../features/admin-users'), 'AdminUsersPage'),
  adminQueues: screen(() => import('../../features/admin-queues'), 'QueueBoardPage'),
  priceTables: screen(() => import('../../features/admin-price-tables'), 'PriceTablesPage'),
  retentionAdmin: screen(() => import('../../features/retention'), 'RetentionAdminPage'),
};

export type DeferredScreen = keyof typeof deferredScreens;

/** A booking source's guest link (spec §3), as the site's router opens it. */
export const guestFormScreen = (source: string) =>
  guestScreen(
    () => import('../../features/guest-form/components/GuestFormScreen'),
    'GuestFormScreen',
    { source },
  );
