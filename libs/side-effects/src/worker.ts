import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import pino, { type Logger } from 'pino';
import { createDatabase } from '@chegada/database';
import type { EventStore } from '@chegada/event-store';
import { EffectLogRepository, type EffectLogTable } from './effect-log.repository';
import { DEFAULT_PREFIX, queueOf, validateRoutes, type EffectJobData } from './effect-route';
import { createRedisConnection } from './redis-connection';
import { createEffectProcessor, type EffectOutcome } from './effect.processor';
import type { SideEffectHandler } from './side-effect-handler';

export type WorkerOptions = {
  redisUrl: string;
  pool: Pool;
  eventStore: EventStore;
  handlers: readonly SideEffectHandler[];
  /** BullMQ key prefix; the dispatcher's. */
  prefix?: string;
  /** Jobs run at once per queue. */
  concurrency?: number;
  /** A handler must finish within this, or another attempt may run the effect again. */
  effectLeaseMs?: number;
  busyRecheckMs?: number;
  logger?: Logger;
};

export type RunningWorker = {
  /** The queues served, for the dead-letter listing. */
  queues: string[];
  /** Waits for running jobs to finish, then disconnects. */
  close(): Promise<void>;
};

/** Starts one BullMQ worker per queue the handlers use; the API process may host it. */
export const startWorker = (options: WorkerOptions): RunningWorker => {
  const handlers = validateRoutes(options.handlers);
  const logger = options.logger ?? pino({ name: 'worker' });
  const process = createEffectProcessor({
    handlers: new Map(handlers.map((handler) => [handler.name, handler])),
    effectLog: new EffectLogRepository(createDatabase<EffectLogTable>(options.pool)),
    eventStore: options.eventStore,
    leaseMs: options.effectLeaseMs ?? 5 * 60_000,
    busyRecheckMs: options.busyRecheckMs ?? 5_000,
    logger,
  });
  const queues = [...new Set(handlers.map(queueOf))];
  const running = queues.map((queue) => {
    const connection = createRedisConnection(options.redisUrl, 'worker');
    const worker = new Worker<EffectJobData, EffectOutcome>(queue, process, {
      connection,
      prefix: options.prefix ?? DEFAULT_PREFIX,
      concurrency: options.concurrency ?? 5,
    });
    observe(worker, queue, logger);
    return { worker, connection };
  });
  return {
    queues,
    close: async () => {
      await Promise.all(running.map(({ worker }) => worker.close()));
      running.forEach(({ connection }) => disconnect(connection));
    },
  };
};

const observe = (worker: Worker<EffectJobData>, queue: string, logger: Logger): void => {
  // Without a listener an 'error' event would crash the process; Redis blips are expected.
  worker.on('error', (error) => logger.warn({ err: error, queue }, 'Worker error'));
  worker.on('failed', (job, error) =>
    logger.warn(
      { err: error, queue, jobId: job?.id, attemptsMade: job?.attemptsMade },
      'Side effect failed',
    ),
  );
};

const disconnect = (connection: Redis): void => connection.disconnect();
