import type { Pool } from 'pg';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

type Progress = { head: number; listed: number; audited: number; caughtUp: boolean };

/**
 * How far the reservation list and the audit trail are: their checkpoints against the last
 * event of the log, by the index subscribers read with (a count over the tables would scan
 * hundreds of thousands of rows four times a second, on the cores the runs measure).
 */
const progress = async (pool: Pool): Promise<Progress> => {
  const { rows } = await pool.query<{
    head: string | null;
    listed: string | null;
    audited: string | null;
    caught_up: boolean;
  }>(`
    with head as (
      select tx_id, global_position from es_events
       order by tx_id desc, global_position desc limit 1),
    checkpoint as (
      select subscription_id,
             split_part(position, ':', 1)::xid8 as tx_id,
             split_part(position, ':', 2)::bigint as global_position
        from es_checkpoints
       where subscription_id in ('projection:reservation-list', 'projection:audit-trail'))
    select (select global_position from head) as head,
           (select global_position from checkpoint
             where subscription_id = 'projection:reservation-list') as listed,
           (select global_position from checkpoint
             where subscription_id = 'projection:audit-trail') as audited,
           (select count(*) = 2 from checkpoint c, head h
             where (c.tx_id, c.global_position) >= (h.tx_id, h.global_position))
             or not exists (select from head) as caught_up`);
  const row = rows[0]!;
  return {
    head: Number(row.head ?? 0),
    listed: Number(row.listed ?? 0),
    audited: Number(row.audited ?? 0),
    caughtUp: row.caught_up,
  };
};

/**
 * Waits until both projections have passed the last event of the log (the bench's log has
 * reservation events only, which both take), saying how far they are every few seconds.
 */
export const waitForProjections = async (
  pool: Pool,
  log: (line: string) => void,
  timeoutMs = 30 * 60_000,
): Promise<number> => {
  const started = performance.now();
  let lastSaid = started;
  for (;;) {
    const { head, listed, audited, caughtUp } = await progress(pool);
    if (caughtUp) return (performance.now() - started) / 1000;
    const where = `list at position ${listed}, audit trail at ${audited}, the log's head at ${head}`;
    if (performance.now() - started > timeoutMs) throw new Error(`projections stuck: ${where}`);
    if (performance.now() - lastSaid > 10_000) {
      log(`projections: ${where}`);
      lastSaid = performance.now();
    }
    await sleep(250);
  }
};

/**
 * What autovacuum does between a production database's busy moments: dead rows of the list's
 * updates cleared, the planner's statistics taken. This machine's PostgreSQL runs with
 * autovacuum off, so without it each run would read the bloat and plans of the runs before.
 */
export const vacuumAnalyze = async (pool: Pool): Promise<void> => {
  await pool.query('vacuum (analyze)');
};
