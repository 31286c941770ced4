import type { MigrationSet } from '@chegada/database';
import { eventStoreMigrations } from '@chegada/event-store';
import { notificationsMigrations } from '@chegada/notifications';
import { personalDataMigrations } from '@chegada/personal-data';
import {
  auditTrailMigrations,
  dispatcherMigrations,
  parkedEventsMigrations,
  reservationListMigrations,
} from '@chegada/projections';
import { accountsMigrations } from '../accounts/accounts.migrations';
import { priceTablesMigrations } from '../price-tables/price-tables.migrations';
import { contactMigrations } from '../contact/contact.migrations';
import { companiesMigrations } from '../companies/companies.migrations';
import { creditsMigrations } from '../credits/credits.migrations';
import { settingsMigrations } from '../settings/settings.migrations';
import { passwordResetMigrations } from '../password-reset/password-reset.migrations';
import { residencesMigrations } from '../residences/residences.migrations';
import { guestFormMigrations } from '../guest-form/guest-form.migrations';
import { importPreviousDataMigrations } from '../guest-form/import-previous-data/import-previous-data.migrations';
import { idempotencyMigrations } from '../common/event-sourcing/idempotency/idempotency.migrations';

/** Every module's migrations, applied at start in name order. */
export const allMigrations: MigrationSet[] = [
  accountsMigrations,
  companiesMigrations,
  eventStoreMigrations,
  auditTrailMigrations,
  reservationListMigrations,
  dispatcherMigrations,
  parkedEventsMigrations,
  notificationsMigrations,
  personalDataMigrations,
  priceTablesMigrations,
  contactMigrations,
  settingsMigrations,
  creditsMigrations,
  passwordResetMigrations,
  residencesMigrations,
  idempotencyMigrations,
  guestFormMigrations,
  importPreviousDataMigrations,
];
