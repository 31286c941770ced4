import { sql, type QueryExecutorProvider } from 'kysely';
import type { SyncCounts, SyncFailure } from './booking-feeds.repository';
import type { SyncRunsTables } from './bookings.tables';

/** Whose runs: a property's calendar feed or an account's Stays connection. */
export type SyncRunOwner = { feed: string } | { stays: string };

/** What one run did: its counts, and the bookings the lifecycle refused to apply. */
export type RunCounts = SyncCounts & { refused: number };

/** One sync as the host reads it in the panel's history. */
export type SyncRun = { at: Date; counts: RunCounts; failure: SyncFailure | null };

/** How many runs the panels show, and how many are kept per feed or account. */
export const SHOWN_RUNS = 5;
const KEPT_RUNS = 20;

// Any connection or transaction of the app: the runs' table is written beside each owner's row.
type Db = QueryExecutorProvider;

const ownerIs = (owner: SyncRunOwner) =>
  'feed' in owner ? sql`feed_residence_id = ${owner.feed}` : sql`stays_account_id = ${owner.stays}`;

/** Records a sync that started `at`, keeping only the owner's latest KEPT_RUNS. */
export const recordRun = async (
  db: Db,
  owner: SyncRunOwner,
  { counts, failure }: { counts: RunCounts; failure: SyncFailure | null },
  at: Date,
): Promise<void> => {
  const [feed, stays] = 'feed' in owner ? [owner.feed, null] : [null, owner.stays];
  await sql`
    insert into booking_sync_runs
      (feed_residence_id, stays_account_id, at, created, changed, cancelled, refused, error,
        error_status)
    values (${feed}, ${stays}, ${at}, ${counts.created}, ${counts.changed}, ${counts.cancelled},
      ${counts.refused}, ${failure?.code ?? null}, ${failure?.status ?? null})`.execute(db);
  await sql`
    delete from booking_sync_runs where ${ownerIs(owner)} and id not in (
      select id from booking_sync_runs where ${ownerIs(owner)}
        order by at desc, id desc limit ${KEPT_RUNS})`.execute(db);
};

type RunRow = Omit<
  SyncRunsTables['booking_sync_runs'],
  'id' | 'feed_residence_id' | 'stays_account_id'
>;

/** The owner's latest runs, newest first. */
export const recentRuns = async (db: Db, owner: SyncRunOwner): Promise<SyncRun[]> => {
  const { rows } = await sql<RunRow>`
    select at, created, changed, cancelled, refused, error, error_status from booking_sync_runs
      where ${ownerIs(owner)} order by at desc, id desc limit ${SHOWN_RUNS}`.execute(db);
  return rows.map((row) => ({
    at: row.at,
    counts: {
      created: row.created,
      changed: row.changed,
      cancelled: row.cancelled,
      refused: row.refused,
    },
    failure: row.error ? { code: row.error, status: row.error_status } : null,
  }));
};

/** Forgets the owner's runs (a feed's new address: the old one's are not its history). */
export const forgetRuns = async (db: Db, owner: SyncRunOwner): Promise<void> => {
  await sql`delete from booking_sync_runs where ${ownerIs(owner)}`.execute(db);
};
