import { Role } from '@chegada/contracts';
import type { SessionUser } from '../../lib/session/session-user';
import type { NavItem } from './nav-items';

// A signed-in user's links, with the avatar's menu (UserMenu.tsx): off a visitor's first load.

const reservations: NavItem = { to: '/u/reserves', labelId: 'nav.reservations' };
const properties: NavItem = { to: '/u/houses', labelId: 'nav.property' };
// The guests' requests about their data, with the 15 days of LGPD art. 19 (issue 32).
const dataRequests: NavItem = { to: '/u/data-requests', labelId: 'nav.dataRequests' };

const byRole = (user: SessionUser): NavItem[] => {
  switch (user.role) {
    // Spec §2 lists Reservations for admins too, but an admin runs no property: the API's
    // reservation routes answer them 403 (apps/api/src/reservations/reservation-http.ts), so
    // the header offers them only what they can open.
    case Role.ADMIN:
      return [
        { to: '/admin/price-tables', labelId: 'nav.priceList' },
        { to: '/admin/users', labelId: 'nav.users' },
        { to: '/admin/queues', labelId: 'nav.queues' },
        { to: '/admin/retention', labelId: 'nav.retention' },
      ];
    case Role.DEFAULT_USER:
      return [
        reservations,
        properties,
        dataRequests,
        {
          to: '/u/subscription',
          labelId: 'nav.subscription',
          // An unpaid or ended account's plan name would read as if it ran: the header says
          // inactive (unpaid) or ended (cancelled, service over).
          values: {
            plan: user.currentSubscription?.plan.name ?? '-',
            status: user.currentSubscription?.ended
              ? 'ended'
              : (user.currentSubscription?.status ?? 'none'),
          },
          warning: user.currentSubscription?.status === 'inactive',
        },
      ];
    // Sub-users run the account's reservations and see its properties (the API lets them).
    case Role.SUBUSER:
      return [reservations, properties, dataRequests];
  }
};

/** Spec §2: the header's links for an admin, a store owner or a sub-user. */
export const navItemsFor = (user: SessionUser): NavItem[] => [
  { to: '/u/home', labelId: 'nav.dashboard' },
  ...byRole(user),
];

const profile: NavItem = { to: '/u/perfil', labelId: 'route.profile' };
const videos: NavItem = { to: '/u/videos', labelId: 'route.videos' };

/**
 * Spec §2: the avatar's menu offers Settings and Explanatory Videos (then Log Out), and here
 * too what belongs to the account rather than the day's work: the profile, and for a store
 * owner the team, the message models and the lock account. Sub-users have no settings (§4).
 */
export const userMenuItemsFor = (user: SessionUser): NavItem[] =>
  user.role === Role.DEFAULT_USER
    ? [
        profile,
        { to: '/u/config', labelId: 'nav.settings' },
        { to: '/u/users', labelId: 'route.users' },
        { to: '/u/models', labelId: 'nav.models' },
        { to: '/u/keys/config', labelId: 'route.keysConfig' },
        videos,
      ]
    : [profile, videos];
