/**
 * The parts of each language's catalogue. Visitors load `site`; `account` (the screens behind
 * a login, and the server's texts for them) loads with the session, and `guest` (the guest's
 * check-in pages) with those pages, so the other public pages' first load carries neither. A
 * message goes by the first segment of its key.
 */
export type CataloguePart = 'site' | 'account' | 'guest';

// The guest's check-in pages (features/guest-form).
const GUEST_SECTIONS = new Set(['guest']);

const ACCOUNT_SECTIONS = new Set([
  // Screens of the user area and the admin.
  'dashboard',
  'houses',
  'locks',
  'subscription',
  'profile',
  'subUsers',
  'settings',
  'models',
  'adminPriceTables',
  'adminUsersPage',
  'reservationsPage',
  'reservationActions',
  'reservationForms',
  'guestReview',
  'performancePage',
  // The server's texts for what only signed-in users do.
  'adminUsers',
  'credits',
  'importPreviousData',
  'priceTables',
  'reservationQueries',
  'reservations',
  'residences',
  'messageTemplates',
]);

// Error codes the client words itself rather than showing the server's answer.
const CLIENT_WORDED_ERRORS = new Set(['error.RESET_TOKEN_INVALID']);
// An upload check the guest's form makes before it sends (a file over the server's limit).
const GUEST_WORDED_UPLOADS = new Set(['upload.fileTooLarge']);

/**
 * Texts only the server words, which the client's catalogues leave out (~1.8 KB gzip of every
 * first load): the answers to failed calls, shown by the client as the answer's `message`,
 * already in the visitor's language (spec §8; lib/api/api-error.ts), upload checks and e-mails.
 */
export const isServerOnly = (key: string): boolean =>
  (key.startsWith('error.') && !CLIENT_WORDED_ERRORS.has(key)) ||
  (key.startsWith('upload.') && !GUEST_WORDED_UPLOADS.has(key)) ||
  key.startsWith('passwordReset.email.');

// Texts of signed-in sections that the guest's shared schemas also answer (a CEP, a time, the
// dates and guests of the property's unique link, the import code): in both parts.
const SHARED_WITH_GUEST = new Set([
  'residences.invalidCep',
  'residences.invalidTime',
  'reservations.invalidDate',
  'reservations.checkoutAfterCheckIn',
  'reservations.maxGuestsRange',
  'importPreviousData.codeRequired',
  'importPreviousData.imported',
]);

/** The parts a message is in: one, but for the signed-in texts guests also need. */
export const cataloguePartsOf = (key: string): CataloguePart[] => {
  const section = key.split('.')[0] ?? '';
  if (GUEST_SECTIONS.has(section) || GUEST_WORDED_UPLOADS.has(key)) return ['guest'];
  if (!ACCOUNT_SECTIONS.has(section)) return ['site'];
  return SHARED_WITH_GUEST.has(key) ? ['account', 'guest'] : ['account'];
};
