import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { EventStore } from '@chegada/event-store';
import type { EffectRoute, RetryPolicy } from '../effect-route';

export type DispatcherOptions = {
  pool: Pool;
  eventStore: EventStore;
  redisUrl: string;
  handlers: readonly EffectRoute[];
  /**
   * Names the subscription (`dispatcher:<name>`: its es_checkpoints row and its ownership
   * lock) and its Redis epoch key. Defaults to 'dispatcher'.
   */
  name?: string;
  /** BullMQ key prefix; the worker must use the same. */
  prefix?: string;
  retry?: RetryPolicy;
  /** Most events enqueued and checkpointed together. */
  batchSize?: number;
  /** Least time between two batches (batches.ts): one after a quiet spell goes at once. */
  batchSpacingMs?: number;
  /** How often the owner checks Redis for lost data and a standby tries to take over. */
  checkIntervalMs?: number;
  logger?: Logger;
};

export type DispatcherStats = {
  dispatchedEvents: number;
  enqueuedJobs: number;
  /** Times Redis was found empty (the first start counts) and the unfinished re-enqueued. */
  recoveries: number;
  reenqueuedJobs: number;
};

export type Dispatcher = {
  isActive(): boolean;
  stats(): DispatcherStats;
  stop(): Promise<void>;
};
