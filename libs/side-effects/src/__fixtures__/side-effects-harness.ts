import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { Pool } from 'pg';
import pino from 'pino';
import { createPostgresEventStore, type EventStore } from '@chegada/event-store';
import { NotificationOutbox } from '@chegada/messaging';
import { startDispatcher, type Dispatcher, type DispatcherOptions } from '../dispatcher';
import { createTestDatabase, type TestDatabase } from '@chegada/testing';

import { sleep } from '@chegada/testing';

export { eventually, sleep } from '@chegada/testing';
import type { SideEffectHandler } from '../side-effect-handler';
import { startWorker, type RunningWorker, type WorkerOptions } from '../worker';

/**
 * A handler with a genuine effect: an e-mail through the outbox adapter of the notification
 * port. It counts how often it reached the provider per effect, so a test can tell "ran once"
 * from "ran twice and the outbox absorbed it".
 */
export const outboxEmailHandler = (
  outbox: NotificationOutbox,
  route: { name: string; eventTypes: string[]; queue?: string },
  runs: Map<string, number>,
  workMs = 0,
): SideEffectHandler => ({
  ...route,
  run: async (event, context) => {
    runs.set(context.idempotencyKey, (runs.get(context.idempotencyKey) ?? 0) + 1);
    if (workMs > 0) await sleep(workMs);
    const sent = await outbox.sendEmail({
      to: 'host@example.com',
      subject: `${route.name}: ${event.type}`,
      text: JSON.stringify(event.data),
      idempotencyKey: context.idempotencyKey,
    });
    if (sent.duplicate) throw new Error(`Effect ${context.idempotencyKey} ran twice`);
  },
});

const silent = pino({ level: process.env.EFFECTS_LOG ?? 'silent' });

export type SideEffectsHarness = {
  database: TestDatabase;
  pool: Pool;
  eventStore: EventStore;
  outbox: NotificationOutbox;
  /** BullMQ prefix of this harness's dispatchers and workers. */
  prefix: string;
  /** Appends one event to its own stream; returns its id. */
  append(type: string): Promise<string>;
  dispatcher(options: Partial<DispatcherOptions> & Pick<DispatcherOptions, 'handlers'>): Dispatcher;
  worker(options: Partial<WorkerOptions> & Pick<WorkerOptions, 'handlers'>): RunningWorker;
  count(sql: string, values?: unknown[]): Promise<number>;
  close(): Promise<void>;
};

/** A migrated database, the event store, and dispatchers and workers stopped at close. */
export const createSideEffectsHarness = async (redisUrl: string): Promise<SideEffectsHarness> => {
  const database = await createTestDatabase();
  const pool = new Pool({ connectionString: database.url, max: 20 });
  // An idle connection's error must not crash the test process; the next query reports it.
  pool.on('error', () => undefined);
  const eventStore = createPostgresEventStore({ pool, pollIntervalMs: 25 });
  const started: Array<{ stop?: () => Promise<void>; close?: () => Promise<void> }> = [];
  // Unique per harness: test files share the default Redis.
  const prefix = `t-${randomUUID().slice(0, 8)}`;
  const base = { pool, eventStore, redisUrl, prefix, logger: silent };
  return {
    database,
    pool,
    eventStore,
    outbox: new NotificationOutbox(pool),
    prefix,
    append: async (type) => {
      const id = randomUUID();
      await eventStore.append(`guest-${id}`, [
        {
          id,
          type,
          data: { guest: id },
          metadata: {
            actorId: null,
            actorRole: 'SYSTEM',
            correlationId: id,
            causationId: id,
            occurredAt: new Date().toISOString(),
          },
        },
      ]);
      return id;
    },
    dispatcher: (options) => {
      const dispatcher = startDispatcher({ ...base, checkIntervalMs: 100, ...options });
      started.push(dispatcher);
      return dispatcher;
    },
    worker: (options) => {
      const worker = startWorker({ ...base, busyRecheckMs: 200, ...options });
      started.push(worker);
      return worker;
    },
    count: async (sql, values) =>
      Number((await pool.query<{ count: string }>(sql, values)).rows[0]?.count ?? 0),
    close: async () => {
      for (const part of started.reverse()) {
        if (part.stop) await part.stop();
        else await part.close?.();
      }
      await eventStore.close();
      await deleteKeys(redisUrl, prefix);
      await pool.end();
      await database.drop();
    },
  };
};

const deleteKeys = async (redisUrl: string, prefix: string): Promise<void> => {
  const redis = new Redis(redisUrl);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
};
