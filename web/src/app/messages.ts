import { catalogues, locales, type Locale } from '@chegada/contracts';
import { formMessages } from '../components/form/form.messages';
import { layoutMessages } from '../components/layout/layout.messages';
import { aboutMessages } from '../features/about/about.messages';
import { adminPriceTablesMessages } from '../features/admin-price-tables/admin-price-tables.messages';
import { adminUsersPageMessages } from '../features/admin-users/admin-users.messages';
import { authMessages } from '../features/auth/auth.messages';
import { contactPageMessages } from '../features/contact/contact.messages';
import { dashboardMessages } from '../features/dashboard/dashboard.messages';
import { guestFieldsMessages } from '../features/guest-form/guest-fields.messages';
import { guestPagesMessages } from '../features/guest-form/guest-pages.messages';
import { guestStepsMessages } from '../features/guest-form/guest-steps.messages';
import { homeMessages } from '../features/home/home.messages';
import { leadMessages } from '../features/lead/lead.messages';
import { legalMessages } from '../features/legal/legal.messages';
import { plansMessages } from '../features/plans/plans.messages';
import { profileMessages } from '../features/profile/profile.messages';
import { settingsPageMessages } from '../features/settings/settings-page.messages';
import { subUsersMessages } from '../features/sub-users/sub-users.messages';
import { videosMessages } from '../features/videos/videos.messages';
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
  routesMessages,
  homeMessages,
  authMessages,
  formMessages,
  plansMessages,
  contactPageMessages,
  aboutMessages,
  legalMessages,
  leadMessages,
  profileMessages,
  subUsersMessages,
  settingsPageMessages,
  videosMessages,
  dashboardMessages,
  adminPriceTablesMessages,
  adminUsersPageMessages,
  guestPagesMessages,
  guestStepsMessages,
  guestFieldsMessages,
];

const merge = (locale: Locale): Record<string, string> =>
  Object.assign({}, ...messageSources.map((source) => source[locale])) as Record<string, string>;

export const messages = Object.fromEntries(
  locales.map((locale) => [locale, merge(locale)]),
) as Record<Locale, Record<string, string>>;
