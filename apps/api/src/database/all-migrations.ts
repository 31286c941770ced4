import type { MigrationSet } from '@chegada/database';
import { eventStoreMigrations } from '@chegada/event-store';
import { notificationsMigrations } from '@chegada/messaging';
import { personalDataMigrations } from '@chegada/personal-data';
import {
  auditTrailMigrations,
  parkedEventsMigrations,
  reservationListMigrations,
} from '@chegada/projections';
import { dispatcherMigrations } from '@chegada/side-effects';
import { accountsMigrations } from '../accounts';
import { priceTablesMigrations } from '../price-tables';
import { contactMigrations } from '../contact';
import { companiesMigrations } from '../companies';
import { creditsMigrations } from '../credits';
import { settingsMigrations } from '../settings';
import { passwordResetMigrations } from '../password-reset';
import { residencesMigrations } from '../residences';
import {
  genericLinkMigrations,
  guestFormMigrations,
  importPreviousDataMigrations,
  resumableUploadMigrations,
} from '../guest-form';
import { idempotencyMigrations } from '../common';
import { identityMigrations } from '../identity';
import { locksMigrations } from '../locks';
import { bookingsMigrations } from '../bookings';
import { billingMigrations } from '../billing';
import { governmentMigrations } from '../government';
import { accessLogMigrations } from '../access-log';
import { retentionMigrations } from '../retention';
import { personalDataRequestsMigrations } from '../personal-data-requests';

/**
 * Every module's migrations, applied at start in name order. A new migration's name must sort
 * after every name already released (not merely carry today's date): a database that ran a
 * later-named one refuses to start on a name that sorts before it.
 */
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
  locksMigrations,
  resumableUploadMigrations,
  genericLinkMigrations,
  identityMigrations,
  bookingsMigrations,
  billingMigrations,
  governmentMigrations,
  accessLogMigrations,
  retentionMigrations,
  personalDataRequestsMigrations,
];
