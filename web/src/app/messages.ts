import { catalogues, locales, type Locale } from '@chegada/contracts';
import { formMessages } from '../components/form/form.messages';
import { unsavedChangesMessages } from '../components/form/unsaved-changes.messages';
import { layoutMessages } from '../components/layout/layout.messages';
import { uiMessages } from '../components/ui/ui.messages';
import { aboutMessages } from '../features/about/about.messages';
import { adminPriceTablesMessages } from '../features/admin-price-tables/admin-price-tables.messages';
import { adminUsersPageMessages } from '../features/admin-users/admin-users.messages';
import { authMessages } from '../features/auth/auth.messages';
import { contactPageMessages } from '../features/contact/contact.messages';
import { dashboardMessages } from '../features/dashboard/dashboard.messages';
import { residenceFormMessages } from '../features/residences/residence-form.messages';
import { calendarFeedMessages } from '../features/residences/calendar-feed.messages';
import { importedOriginMessages } from '../features/reservations/imported-origin.messages';
import { residenceTypesMessages } from '../features/residences/residence-types.messages';
import { residencesMessages } from '../features/residences/residences.messages';
import { locksPageMessages } from '../features/residences/locks-page.messages';
import { guestFieldsMessages } from '../features/guest-form/guest-fields.messages';
import { transportMessages } from '../features/guest-form/transport.messages';
import { guestDetailsMessages } from '../features/guest-form/guest-details.messages';
import { guestImportMessages } from '../features/guest-form/guest-import.messages';
import { guestPagesMessages } from '../features/guest-form/guest-pages.messages';
import { arrivalGuideMessages } from '../features/guest-form/arrival-guide.messages';
import { guestPrivacyMessages } from '../features/guest-form/guest-privacy.messages';
import { guestStepsMessages } from '../features/guest-form/guest-steps.messages';
import { guestSummaryMessages } from '../features/guest-form/guest-summary.messages';
import { guestDataRequestsPageMessages } from '../features/guest-data-requests/guest-data-requests.messages';
import { guestRequestStateMessages } from '../features/guest-data-requests/request-state.messages';
import { dataRequestsPageMessages } from '../features/data-requests/data-requests.messages';
import { documentReadingMessages } from '../features/guest-form/document-reading/document-reading.messages';
import { livenessMessages } from '../features/guest-form/liveness/liveness.messages';
import { homeMessages } from '../features/home/home.messages';
import { leadMessages } from '../features/lead/lead.messages';
import { legalMessages } from '../features/legal/legal.messages';
import { plansMessages } from '../features/plans/plans.messages';
import { guestReviewRecordsMessages } from '../features/reservations/guest-review-records.messages';
import { guestReviewMessages } from '../features/reservations/guest-review.messages';
import { deliveriesMessages } from '../features/reservations/components/review/deliveries.messages';
import { cpfCheckMessages } from '../features/reservations/components/review/cpf-check.messages';
import { identityChecksMessages } from '../features/reservations/components/review/identity-checks.messages';
import { fnrhReviewMessages } from '../features/reservations/components/review/fnrh-review.messages';
import { personalDataRemovalMessages } from '../features/reservations/components/review/personal-data-removal.messages';
import { companionRightsMessages } from '../features/reservations/components/review/companion-rights.messages';
import { reservationFormsMessages } from '../features/reservations/reservation-forms.messages';
import { reservationActionsMessages } from '../features/reservations/reservation-actions.messages';
import { reservationsPageMessages } from '../features/reservations/reservations.messages';
import { performancePageMessages } from '../features/performance/performance.messages';
import { messageTemplatesMessages } from '../features/message-templates/message-templates.messages';
import { processNotificationMessages } from '../features/process-notification/process-notification.messages';
import { profileMessages } from '../features/profile/profile.messages';
import { settingsPageMessages } from '../features/settings/settings-page.messages';
import { staysPanelMessages } from '../features/settings/stays.messages';
import {
  retentionAdminMessages,
  retentionPanelMessages,
} from '../features/retention/retention.messages';
import { fnrhMessages } from '../features/fnrh/fnrh.messages';
import { subscriptionMessages } from '../features/subscription/subscription.messages';
import { subUsersMessages } from '../features/sub-users/sub-users.messages';
import { apiMessages } from '../lib/api/api.messages';
import { sessionMessages } from '../lib/session/session.messages';
import { routesMessages } from './routes/routes.messages';

/**
 * Every catalogue the client shows: the server's shared one (validation keys, error codes)
 * and one per web feature. A feature adds its messages here.
 */
export const messageSources: readonly Record<Locale, Record<string, string>>[] = [
  catalogues,
  apiMessages,
  sessionMessages,
  layoutMessages,
  uiMessages,
  routesMessages,
  homeMessages,
  authMessages,
  formMessages,
  unsavedChangesMessages,
  plansMessages,
  contactPageMessages,
  aboutMessages,
  legalMessages,
  leadMessages,
  profileMessages,
  subUsersMessages,
  subscriptionMessages,
  settingsPageMessages,
  staysPanelMessages,
  retentionPanelMessages,
  retentionAdminMessages,
  fnrhMessages,
  messageTemplatesMessages,
  processNotificationMessages,
  dashboardMessages,
  residencesMessages,
  locksPageMessages,
  residenceFormMessages,
  calendarFeedMessages,
  importedOriginMessages,
  residenceTypesMessages,
  adminPriceTablesMessages,
  adminUsersPageMessages,
  reservationsPageMessages,
  reservationActionsMessages,
  guestReviewMessages,
  guestReviewRecordsMessages,
  deliveriesMessages,
  identityChecksMessages,
  cpfCheckMessages,
  fnrhReviewMessages,
  personalDataRemovalMessages,
  companionRightsMessages,
  performancePageMessages,
  reservationFormsMessages,
  guestPagesMessages,
  arrivalGuideMessages,
  guestImportMessages,
  guestStepsMessages,
  guestSummaryMessages,
  guestFieldsMessages,
  transportMessages,
  guestDetailsMessages,
  guestPrivacyMessages,
  livenessMessages,
  guestDataRequestsPageMessages,
  guestRequestStateMessages,
  dataRequestsPageMessages,
  documentReadingMessages,
];

const merge = (locale: Locale): Record<string, string> =>
  Object.assign({}, ...messageSources.map((source) => source[locale])) as Record<string, string>;

export const messages = Object.fromEntries(
  locales.map((locale) => [locale, merge(locale)]),
) as Record<Locale, Record<string, string>>;
