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

// Error codes the client words itself rather than showing the server's answer.
const CLIENT_WORDED_ERRORS = new Set(['error.RESET_TOKEN_INVALID']);

/**
 * Texts only the server words, which the client's catalogues leave out (~1.8 KB gzip of every
 * first load): the answers to failed calls, shown by the client as the answer's `message`,
 * already in the visitor's language (spec §8; lib/api/api-error.ts), upload checks and e-mails.
 */
export const isServerOnly = (key: string): boolean =>
  (key.startsWith('error.') && !CLIENT_WORDED_ERRORS.has(key)) ||
  key.startsWith('upload.') ||
  key.startsWith('passwordReset.email.');

// Texts of signed-in sections that the guest form's shared schema also answers (a CEP, a time).
const GUEST_FORM_KEYS = new Set(['residences.invalidCep', 'residences.invalidTime']);

export const cataloguePartOf = (key: string): CataloguePart =>
  ACCOUNT_SECTIONS.has(key.split('.')[0] ?? '') && !GUEST_FORM_KEYS.has(key) ? 'account' : 'site';
