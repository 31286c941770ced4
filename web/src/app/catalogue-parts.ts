/**
 * The two parts of each language's catalogue. Visitors load `site`; `account` (the screens
 * behind a login, and the server's texts for them) loads with the session, so the public pages'
 * first load does not carry it. A message goes by the first segment of its key.
 */
export type CataloguePart = 'site' | 'account';

const ACCOUNT_SECTIONS = new Set([
  // Screens of the user area and the admin.
  'dashboard',
  'profile',
  'subUsers',
  'settings',
  'videos',
  'adminPriceTables',
  'adminUsersPage',
  // The server's texts for what only signed-in users do.
  'adminUsers',
  'credits',
  'importPreviousData',
  'priceTables',
  'reservationQueries',
  'reservations',
  'residences',
]);

export const cataloguePartOf = (key: string): CataloguePart =>
  ACCOUNT_SECTIONS.has(key.split('.')[0] ?? '') ? 'account' : 'site';
