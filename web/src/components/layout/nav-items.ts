import { Role } from '@chegada/contracts';
import type { SessionUser } from '../../lib/session/session-user';

export type NavItem = { to: string; labelId: string; values?: Record<string, string> };

const loggedOut: NavItem[] = [
  { to: '/', labelId: 'nav.home' },
  { to: '/sobre-nos', labelId: 'nav.about' },
  { to: '/planos', labelId: 'nav.plans' },
  { to: '/contato', labelId: 'nav.contact' },
  { to: '/login', labelId: 'nav.login' },
  { to: '/register', labelId: 'nav.register' },
];

const reservations: NavItem = { to: '/u/reserves', labelId: 'nav.reservations' };

const byRole = (user: SessionUser): NavItem[] => {
  switch (user.role) {
    case Role.ADMIN:
      return [
        { to: '/admin/price-tables', labelId: 'nav.priceList' },
        reservations,
        { to: '/admin/users', labelId: 'nav.users' },
        { to: '/admin/queues', labelId: 'nav.queues' },
      ];
    case Role.DEFAULT_USER:
      return [
        reservations,
        { to: '/u/houses', labelId: 'nav.property' },
        {
          to: '/u/subscription',
          labelId: 'nav.subscription',
          values: { plan: user.currentSubscription?.plan.name ?? '-' },
        },
      ];
    case Role.SUBUSER:
      return [];
  }
};

/** Spec §2: the header's links for a visitor, an admin, a store owner or a sub-user. */
export const navItemsFor = (user: SessionUser | null): NavItem[] =>
  user ? [{ to: '/u/home', labelId: 'nav.dashboard' }, ...byRole(user)] : loggedOut;
