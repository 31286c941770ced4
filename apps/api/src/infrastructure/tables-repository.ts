import { Inject } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from './tokens';

/**
 * A repository of some of the database's tables: `db` is the process's one database, typed with
 * the tables the repository reads and writes. A subclass is `@Injectable()`; Nest gives it the
 * database through this constructor.
 */
export abstract class TablesRepository<Tables extends Record<string, Record<string, unknown>>> {
  protected readonly db: Kysely<Tables>;

  constructor(@Inject(DATABASE) database: Kysely<unknown>) {
    this.db = database.withTables<Tables>();
  }
}
