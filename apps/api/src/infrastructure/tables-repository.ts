import { Inject } from '@nestjs/common';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { DATABASE } from './tokens';

type AnyTables = Record<string, Record<string, unknown>>;

/** Column values a row must equal, every one of them (`{ account_id, key }`). */
export type RowMatch<Table> = Partial<Selectable<Table>>;

/**
 * A repository of some of the database's tables: `db` is the process's one database, typed with
 * the tables the repository reads and writes. A subclass is `@Injectable()`; Nest gives it the
 * database through this constructor.
 *
 * The lookups of one row by equal columns (`findRow`, `findValue`, `hasRow`) and the upsert by
 * key (`upsertRow`) are here so each repository says which row it reads or writes, not how;
 * anything more (a join, an order, a lock) is written out with `db`.
 */
export abstract class TablesRepository<Tables extends AnyTables> {
  protected readonly db: Kysely<Tables>;

  constructor(@Inject(DATABASE) database: Kysely<unknown>) {
    this.db = database.withTables<Tables>();
  }

  /** The row of `table` that matches; undefined when there is none. */
  protected async findRow<T extends keyof Tables & string>(
    table: T,
    match: RowMatch<Tables[T]>,
  ): Promise<Selectable<Tables[T]> | undefined> {
    const row = await this.rowsMatching(table, match).selectAll().executeTakeFirst();
    return row as Selectable<Tables[T]> | undefined;
  }

  /** One column of the row of `table` that matches; undefined when there is no such row. */
  protected async findValue<
    T extends keyof Tables & string,
    C extends keyof Selectable<Tables[T]> & string,
  >(
    table: T,
    column: C,
    match: RowMatch<Tables[T]>,
  ): Promise<Selectable<Tables[T]>[C] | undefined> {
    const row: Record<string, unknown> | undefined = await this.rowsMatching(table, match)
      .select(column)
      .executeTakeFirst();
    return row?.[column] as Selectable<Tables[T]>[C] | undefined;
  }

  /** Whether `table` has a row that matches. */
  protected async hasRow<T extends keyof Tables & string>(
    table: T,
    match: RowMatch<Tables[T]>,
  ): Promise<boolean> {
    const row = await this.rowsMatching(table, match)
      .select((eb) => eb.lit(1).as('found'))
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Inserts the row with this key (its primary key or a unique one), or sets `row` on the one
   * that has it already.
   */
  protected async upsertRow<T extends keyof Tables & string>(
    table: T,
    key: Partial<Insertable<Tables[T]>>,
    row: Updateable<Tables[T]>,
  ): Promise<void> {
    const values: Record<string, unknown> = row;
    const into: string = table;
    await this.untyped()
      .insertInto(into)
      .values({ ...key, ...values })
      .onConflict((conflict) => conflict.columns(Object.keys(key)).doUpdateSet(values))
      .execute();
  }

  private rowsMatching(table: string, match: object) {
    // Kysely leaves an undefined value out of the filter: the lookup would answer any row.
    const missing = Object.entries(match).find(([, value]) => value === undefined);
    if (missing) throw new Error(`Looking up ${table} by ${missing[0]}, which is undefined`);
    return this.untyped()
      .selectFrom(table)
      .where((row) => row.and(match as Record<string, unknown>));
  }

  // The helpers name their table and columns at run time: inside, rows are untyped, and the
  // signatures above give the types of the table named.
  private untyped(): Kysely<AnyTables> {
    return this.db as unknown as Kysely<AnyTables>;
  }
}
