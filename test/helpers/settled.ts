import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { reservationStreamId } from '@chegada/domain';
import type { TestApp } from './app';
import { waitFor } from './wait';

// End signals: a test that counts what was sent (or not sent) waits for the work that could
// send it to be over, never for a time in which it probably would have been.

const BUSY = ['waiting', 'active', 'prioritized', 'waiting-children', 'delayed'] as const;

/**
 * Waits until the named BullMQ queues of the app hold no job waiting, running or due later
 * (`ignoreDelayed`: except those due later, which a test may hold there on purpose).
 */
export const untilQueuesIdle = async (
  app: Pick<TestApp, 'config'>,
  names: readonly string[],
  { ignoreDelayed = false } = {},
): Promise<void> => {
  const states = BUSY.filter((state) => !(ignoreDelayed && state === 'delayed'));
  const queues = names.map(
    (name) =>
      new Queue(name, {
        connection: { url: app.config.REDIS_URL },
        prefix: app.config.REDIS_PREFIX,
      }),
  );
  try {
    await waitFor(
      async () => {
        const counts = await Promise.all(queues.map((queue) => queue.getJobCounts(...states)));
        return counts.flatMap((count) => Object.values(count)).reduce((sum, n) => sum + n, 0);
      },
      (busy) => busy === 0,
    );
  } finally {
    await Promise.all(queues.map((queue) => queue.close()));
  }
};

/**
 * Waits until every side effect of a stream's events recorded in the effect log has finished
 * (of every stream's when `streamId` is null), of the handlers `counted` (all by default; a test
 * leaves out one it holds delayed).
 */
export const untilEffectsFinished = async (
  app: Pick<TestApp, 'database'>,
  streamId: string | null,
  counted: (handler: string) => boolean = () => true,
): Promise<void> => {
  await waitFor(
    async () => {
      const { rows } = await sql<{ handler: string }>`
        select handler from effect_log
        where (${streamId}::text is null or stream_id = ${streamId})
          and status in ('pending', 'running')`.execute(app.database.db);
      return rows.map((row) => row.handler).filter(counted);
    },
    (unfinished) => unfinished.length === 0,
  );
};

/**
 * Waits until the reservation list (a projection, a moment behind the event log) holds every
 * event of the reservation's stream, for work that reads the list rather than the stream (the
 * retention run's plan) when no command answer waited for it (ReadModelCatchUp).
 */
export const untilListCaughtUp = async (
  app: Pick<TestApp, 'database'>,
  reservationId: string,
): Promise<void> => {
  await waitFor(
    async () => {
      const { rows } = await sql<{ logged: number; listed: number }>`
        select
          coalesce((select max(revision) from es_events
                     where stream_id = ${reservationStreamId(reservationId)}), -1)::int as logged,
          coalesce((select revision from reservation_list where id = ${reservationId}), -1)::int
            as listed`.execute(app.database.db);
      return rows[0]!;
    },
    ({ logged, listed }) => listed >= logged,
  );
};
