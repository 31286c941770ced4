import type { MigrationSet } from '@chegada/database';
import { eventStoreMigrations } from '@chegada/event-store';
import { notificationsMigrations } from '@chegada/notifications';
import { auditTrailMigrations, dispatcherMigrations } from '@chegada/projections';
import { accountsMigrations } from '../accounts/accounts.migrations';

/** Every module's migrations, applied at start in name order. */
export const allMigrations: MigrationSet[] = [
  accountsMigrations,
  eventStoreMigrations,
  auditTrailMigrations,
  dispatcherMigrations,
  notificationsMigrations,
];
