export type NavItem = {
  to: string;
  labelId: string;
  values?: Record<string, string>;
  /** Shown as a warning (an inactive or ended subscription). */
  warning?: boolean;
};

/**
 * A count shown on a menu entry (the open data requests on /u/data-requests), with the words
 * a screen reader says for it: `labelId` formats `{count}`.
 */
export type NavBadge = { count: number; labelId: string };
/** The menu's counts by the entry's path; what the app composes in (layout knows no feature). */
export type NavBadges = Readonly<Record<string, NavBadge>>;

/** Spec §2: the header's links for a visitor (a signed-in user's: signed-in-nav.ts). */
export const visitorNavItems: readonly NavItem[] = [
  { to: '/', labelId: 'nav.home' },
  { to: '/sobre-nos', labelId: 'nav.about' },
  { to: '/planos', labelId: 'nav.plans' },
  { to: '/contato', labelId: 'nav.contact' },
  { to: '/login', labelId: 'nav.login' },
  { to: '/register', labelId: 'nav.register' },
];
