import type { Pool } from 'pg';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

type Progress = { events: number; listed: number; audited: number };

/** How far the reservation list and the audit trail are, in events of the log. */
const progress = async (pool: Pool): Promise<Progress> => {
  const { rows } = await pool.query<{ events: string; listed: string | null; audited: string }>(`
    select (select count(*) from es_events) as events,
           (select sum(revision + 1) from reservation_list) as listed,
           (select count(*) from audit_events) as audited`);
  const row = rows[0]!;
  return {
    events: Number(row.events),
    listed: Number(row.listed ?? 0),
    audited: Number(row.audited),
  };
};

/**
 * Waits until both projections hold every event of the log (the bench's log has reservation
 * events only), saying how far they are every few seconds.
 */
export const waitForProjections = async (
  pool: Pool,
  log: (line: string) => void,
  timeoutMs = 30 * 60_000,
): Promise<number> => {
  const started = performance.now();
  let lastSaid = started;
  for (;;) {
    const { events, listed, audited } = await progress(pool);
    if (listed >= events && audited >= events) return (performance.now() - started) / 1000;
    if (performance.now() - started > timeoutMs)
      throw new Error(`projections stuck at list ${listed}, audit ${audited} of ${events} events`);
    if (performance.now() - lastSaid > 10_000) {
      log(`projections: list ${listed}, audit trail ${audited} of ${events} events`);
      lastSaid = performance.now();
    }
    await sleep(250);
  }
};
