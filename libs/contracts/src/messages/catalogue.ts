import type { Locale } from '../locales';
import { adminUsersMessages } from './admin-users.messages';
import { commonMessages } from './common.messages';
import { contactMessages } from './contact.messages';
import { creditsMessages } from './credits.messages';
import { guestFormMessages } from './guest-form.messages';
import { identityMessages } from './identity.messages';
import { guestFormUnlockMessages } from './guest-form-unlock.messages';
import { guestDataRequestsMessages } from './guest-data-requests.messages';
import { importPreviousDataMessages } from './import-previous-data.messages';
import { passwordResetMessages } from './password-reset.messages';
import { loginCodeMessages } from './login-code.messages';
import { priceTablesMessages } from './price-tables.messages';
import { registrationMessages } from './registration.messages';
import { reservationQueriesMessages } from './reservation-queries.messages';
import { residencesMessages } from './residences.messages';
import { settingsMessages } from './settings.messages';
import { uploadsMessages } from './uploads.messages';
import { reservationsMessages } from './reservations.messages';
import { zipMessages } from './zip.messages';
import { locksMessages } from './locks.messages';
import { messageTemplatesMessages } from './message-templates.messages';
import { bookingsMessages } from './bookings.messages';
import { billingMessages } from './billing.messages';
import { staysMessages } from './stays.messages';
import { retentionMessages } from './retention.messages';
import { dataCopyMessages } from './data-copy.messages';

/**
 * Every feature's messages, shared by the server (error bodies) and the web client
 * (react-intl). A feature adds its file here.
 */
const features = [
  commonMessages,
  adminUsersMessages,
  priceTablesMessages,
  contactMessages,
  settingsMessages,
  creditsMessages,
  registrationMessages,
  passwordResetMessages,
  loginCodeMessages,
  reservationQueriesMessages,
  residencesMessages,
  reservationsMessages,
  zipMessages,
  guestFormMessages,
  uploadsMessages,
  importPreviousDataMessages,
  guestFormUnlockMessages,
  guestDataRequestsMessages,
  locksMessages,
  messageTemplatesMessages,
  identityMessages,
  bookingsMessages,
  billingMessages,
  staysMessages,
  retentionMessages,
  dataCopyMessages,
] as const;

type FeatureKeys<T> = T extends Record<Locale, Record<infer Key, string>> ? Key : never;
export type MessageKey = FeatureKeys<(typeof features)[number]>;
export type Messages = Record<MessageKey, string>;

const merge = (locale: Locale): Messages =>
  Object.assign({}, ...features.map((feature) => feature[locale])) as Messages;

export const catalogues: Record<Locale, Messages> = {
  'pt-BR': merge('pt-BR'),
  'en-US': merge('en-US'),
  'es-ES': merge('es-ES'),
};
