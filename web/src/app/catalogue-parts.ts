import { pageParts, type PagePart } from '../lib/i18n/page-parts';

/**
 * The parts of each language's catalogue. Visitors load `site`; `account` (the screens behind
 * a login, and the server's texts for them) loads with the session, `guest` (the guest's
 * check-in pages) with those pages, and a public page's own texts (a `PagePart`) with that
 * page, so each page's first load carries only its own. A message goes by the first segment
 * of its key.
 */
export { pageParts, type PagePart };
// `guestSteps`: the texts of the guest's forms and sent summary, which load after the stay
// shows (features/guest-form/step-messages.tsx): out of the guest link's first load.
// `guestFrame`: what the guest's page (app/guest) reads of `site`, which it loads instead.
export type CataloguePart = 'site' | 'guestFrame' | 'account' | 'guest' | 'guestSteps' | PagePart;
export const catalogueParts: readonly CataloguePart[] = [
  'site',
  'guestFrame',
  'account',
  'guest',
  'guestSteps',
  ...pageParts,
];

// The sections only one public page of the main site (or its sign-in pages) shows, by part:
// its guard (app/guard.ts) loads them, and the registration host's root its lead form's.
const PAGE_SECTIONS: Record<string, PagePart> = {
  home: 'home',
  about: 'about',
  plans: 'plans',
  contactPage: 'contact',
  // The contact form's schema's checks and its thanks.
  contact: 'contact',
  auth: 'auth',
  passwordReset: 'auth',
  loginCode: 'auth',
  processNotification: 'processNotification',
  lead: 'lead',
};

// The guest's check-in pages (features/guest-form), with the checks of their shared schemas
// (libs/contracts: guest-form.schema, the unlock code) that no other page runs.
const GUEST_SECTIONS = new Set([
  'guest',
  'guestForm',
  'guestFormUnlock',
  'liveness',
  'guestDataRequests',
]);
// What the guest's page shows before its form (the stay, the status, a failed load) keeps the
// rest of `guest`; the forms' own texts and their schemas' checks are `guestSteps`, and so are
// the arrival guide's and the companions' links' (shown once the form is sent: they wait for
// the part, which every guest form screen fetches as it shows). The selfie's
// liveness check words its verdicts with the server's own texts (issue 29).
const GUEST_STEP_SECTIONS = new Set([
  'guestForm',
  'guestFormUnlock',
  'liveness',
  'guestDataRequests',
]);
const GUEST_STEP_TEXTS =
  /^guest\.(dataRequests|field|import|file|review|deposit|documents|steps?|stepOf|stepToFix|selfie|phone|zipByHand|fillRequired|privacy|otherDevice|saving|amount|yes|no|next|back|cancel|filledHere|reading|sync|guide|pendingLinks)(\.|$)/;
const guestPartOf = (key: string): CataloguePart =>
  GUEST_STEP_SECTIONS.has(key.split('.')[0] ?? '') || GUEST_STEP_TEXTS.test(key)
    ? 'guestSteps'
    : 'guest';

const ACCOUNT_SECTIONS = new Set([
  // Screens of the user area and the admin.
  'dashboard',
  'houses',
  'locks',
  'subscription',
  'profile',
  'subUsers',
  'settings',
  'retentionPanel',
  'models',
  'adminPriceTables',
  'adminUsersPage',
  'retentionAdmin',
  // The profile's password change (the server's answers for it).
  'passwordChange',
  // What the guard says of a restored session (a refused token, a failed load), once the
  // account part it downloads meanwhile is here.
  'session',
  'reservationsPage',
  'reservationActions',
  'reservationForms',
  'guestReview',
  'performancePage',
  // Leaving a console form unsaved (components/form LeaveGuard).
  'unsavedChanges',
  // Pages only a signed-in user reaches: one their role may not open, the videos.
  'noAccess',
  'videos',
  // The server's texts for what only signed-in users do.
  'adminUsers',
  'billing',
  'credits',
  'importPreviousData',
  'priceTables',
  'reservationQueries',
  'reservations',
  'residences',
  'messageTemplates',
  'retention',
  // Reservations that arrive by themselves (issue 30): the property's calendar feed, the Stays
  // panel of /u/config, where an imported reservation came from, and the server's texts for them.
  'calendarFeed',
  'staysPanel',
  'importedOrigin',
  'bookings',
  'stays',
  // FNRH Digital's panel, its part of the review page and the server's texts for it (issue 32).
  'fnrh',
  // A guest's requests about their personal data, as the host answers them (issue 32).
  'dataRequests',
]);

// Texts of the shared components only signed-in screens show (a feed's sync report, the notice
// that creating is held until the account is paid, the tables' sorting and pages and actions,
// the note that a screen's dates are Brasília's): with the account part, not every visitor's.
const ACCOUNT_SHARED_TEXTS =
  /^(ui\.(sync|zone|actions|pages|previous|next|pageOf|sortBy)|nav\.creatingHeld)(\.|$)/;
// The titles of the screens behind a login (app/routes/route-table.tsx's `page`s), which the
// guard shows only once the account part is here.
const ACCOUNT_ROUTE_TITLES =
  /^route\.(dashboard|reserves|reservesHistoric|config|subscription|houses|models|dataRequests|usersPerformance|guest|adminUsers|adminQueues|priceTables|retentionAdmin|profile|users|keysConfig|videos)$/;
// The signed-in user's menus (components/layout nav-items.ts, UserMenu): the guard shows a user
// as signed in once the account part is here (app/guard.ts restoreSession).
const ACCOUNT_MENU_LABELS =
  /^nav\.(dashboard|priceList|reservations|users|queues|retention|property|subscription|userMenu|settings|models|dataRequests|logout)$/;

// What of `site` the guest's page has no use for: the site's menus and footer, its pages' titles
// and forms and 404 page. The rest (the form
// kit's, the shared schemas' and the API's words, the crash page, the skip link, the language
// menu, the page's title) is in `guestFrame` too.
const SITE_ONLY_SECTIONS = new Set(['footer', 'lead', 'notFound', 'legal', 'error']);
const GUEST_FRAME_TEXTS = /^(nav\.(skipToContent|language)|route\.guestForm)$/;
const siteParts = (section: string, key: string): CataloguePart[] =>
  SITE_ONLY_SECTIONS.has(section) ||
  ((section === 'nav' || section === 'route') && !GUEST_FRAME_TEXTS.test(key))
    ? ['site']
    : ['site', 'guestFrame'];

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
  key.startsWith('passwordReset.email.') ||
  key.startsWith('billing.email.') ||
  key.startsWith('loginCode.email.') ||
  key.startsWith('guestDataRequests.email.') ||
  key.startsWith('guestDataRequests.pdf.') ||
  key.startsWith('dataCopy.');

// Texts of signed-in sections that the guest's shared schemas also answer (a CEP, a time, the
// dates and guests of the property's unique link, the import code): in both parts.
const SHARED_WITH_GUEST = new Set([
  'residences.invalidCep',
  'residences.invalidState',
  'residences.invalidTime',
  'reservations.invalidDate',
  'reservations.checkoutAfterCheckIn',
  'reservations.maxGuestsRange',
  'importPreviousData.codeRequired',
  'importPreviousData.imported',
]);

// What a property's shared page shows (features/residences ResidenceSharedPage and ResidenceView): not
// the console's list, form and dialogs, ~1.3 KB gzip of that page's first load.
const SHARED_RESIDENCE_PAGE =
  /^houses\.(shared\.|preview\.|contacts\.(legend|type\.)|places\.(legend|type\.)|section\.deposit$|field\.(checkInTime|checkOutTime|maxGuests|parkingSpaces|houseRules)$)/;

const PLACE_TYPE = /^houses\.places\.type\./;
const DATA_REQUEST_WORDS =
  /^guestDataRequests\.(kind|part|reason|removed(OnConfirm)?(BeforeStay)?$|removedAtStayEnd$|kept$|keptUntilStayEnd$|keptByGovernment$|reference$)/;
// Checks of the guest's schemas a console form runs too (the FNRH operator's CPF, issue 32).
const GUEST_CHECKS_IN_CONSOLE = new Set(['guestForm.invalidCpf']);

/** The parts a message is in: one, but for the signed-in texts visitors also need. */
export const cataloguePartsOf = (key: string): CataloguePart[] => {
  const section = key.split('.')[0] ?? '';
  // A data request's kind and what its deletion did: the guest's page and the host's list.
  if (DATA_REQUEST_WORDS.test(key)) return ['guestSteps', 'account'];
  if (GUEST_WORDED_UPLOADS.has(key)) return ['guestSteps'];
  if (GUEST_CHECKS_IN_CONSOLE.has(key)) return ['account', 'guestSteps'];
  if (GUEST_SECTIONS.has(section)) return [guestPartOf(key)];
  const page = PAGE_SECTIONS[section];
  if (page) return [page];
  if (
    [ACCOUNT_SHARED_TEXTS, ACCOUNT_ROUTE_TITLES, ACCOUNT_MENU_LABELS].some((texts) =>
      texts.test(key),
    )
  )
    return ['account'];
  if (!ACCOUNT_SECTIONS.has(section)) return siteParts(section, key);
  // A property's shared page (/u/houses/details/:token) shows visitors some of its texts, and
  // the guest's arrival guide the kinds of its nearby places.
  if (PLACE_TYPE.test(key)) return ['account', 'house', 'guestSteps'];
  if (section === 'houses')
    return SHARED_RESIDENCE_PAGE.test(key) ? ['account', 'house'] : ['account'];
  return SHARED_WITH_GUEST.has(key) ? ['account', 'guestSteps'] : ['account'];
};
