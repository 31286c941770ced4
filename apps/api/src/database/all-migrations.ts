import type { MigrationSet } from '@chegada/database';
import { accountsMigrations } from '../accounts/accounts.migrations';

/** Every module's migrations, applied at start in name order. */
export const allMigrations: MigrationSet[] = [accountsMigrations];
