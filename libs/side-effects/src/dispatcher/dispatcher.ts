/**
 * The side-effect dispatcher: enqueues one job per handler and event before it advances its
 * checkpoint, so no effect is lost even when Redis loses its data (docs/architecture.md).
 */
import type { Kysely } from 'kysely';
import pino, { type Logger } from 'pino';
import { createDatabase } from '@chegada/database';
import type { Position, RecordedEvent } from '@chegada/event-store';
import {
  advanceCheckpoint,
  batches,
  readCheckpoint,
  tryAcquireOwnership,
  type OwnershipLock,
  type SubscriptionId,
} from '@chegada/event-store';
import { EffectLogRepository, type EffectLogTable } from '../effect-log.repository';
import { DEFAULT_PREFIX, DEFAULT_RETRY, validateRoutes, type EffectRoute } from '../effect-route';
import { createRedisConnection } from '../redis-connection';
import type { Dispatcher, DispatcherOptions, DispatcherStats } from './dispatcher.types';
import { EffectQueues } from './effect-queues';
import { RedisLossRecovery } from './redis-loss-recovery';

export const startDispatcher = (options: DispatcherOptions): Dispatcher => {
  const dispatcher = new EffectDispatcher(options);
  dispatcher.start();
  return dispatcher;
};

class EffectDispatcher implements Dispatcher {
  private readonly name: string;
  private readonly routes: Map<string, EffectRoute>;
  private readonly db: Kysely<EffectLogTable>;
  private readonly effectLog: EffectLogRepository;
  private readonly subscriptionId: SubscriptionId;
  private readonly redis;
  private readonly queues: EffectQueues;
  private readonly recovery: RedisLossRecovery;
  private readonly logger: Logger;
  private readonly counters: DispatcherStats = {
    dispatchedEvents: 0,
    enqueuedJobs: 0,
    recoveries: 0,
    reenqueuedJobs: 0,
  };
  private chain: Promise<unknown> = Promise.resolve();
  private running: Promise<void> = Promise.resolve();
  private wake: () => void = () => {};
  private stopped = false;
  private signalStop: () => void = () => {};
  private readonly stopRequested = new Promise<void>((resolve) => (this.signalStop = resolve));
  private active = false;

  constructor(private readonly options: DispatcherOptions) {
    this.name = options.name ?? 'dispatcher';
    this.routes = new Map(validateRoutes(options.handlers).map((route) => [route.name, route]));
    this.logger = options.logger ?? pino({ name: this.name });
    this.db = createDatabase<EffectLogTable>(options.pool);
    this.effectLog = new EffectLogRepository(this.db);
    this.subscriptionId = `dispatcher:${this.name}`;
    this.redis = createRedisConnection(options.redisUrl, 'producer');
    this.redis.on('error', (error) => this.logger.warn({ err: error }, 'Redis error'));
    const prefix = options.prefix ?? DEFAULT_PREFIX;
    this.queues = new EffectQueues(this.redis, prefix, options.retry ?? DEFAULT_RETRY, this.logger);
    this.recovery = new RedisLossRecovery(
      this.redis,
      `${prefix}:${this.name}:epoch`,
      this.effectLog,
      this.queues,
      this.routes,
    );
  }

  start(): void {
    if (this.routes.size === 0) {
      this.logger.info('No side-effect handlers registered: the dispatcher stays idle');
      return;
    }
    this.running = this.run();
  }

  isActive(): boolean {
    return this.active;
  }

  stats(): DispatcherStats {
    return { ...this.counters };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.signalStop();
    this.wake();
    await this.running;
    await this.queues.close();
    this.redis.disconnect();
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const lock = await tryAcquireOwnership(this.options.pool, this.subscriptionId).catch(
        (error: unknown) => {
          this.logger.warn({ err: error }, 'Could not try the dispatcher lock');
          return null;
        },
      );
      if (lock) {
        try {
          await this.dispatchAsOwner(lock);
        } catch (error) {
          if (!this.stopped) this.logger.error({ err: error }, 'Dispatcher stopped; resuming');
        } finally {
          this.active = false;
          await lock.release();
        }
      }
      await this.pause();
    }
  }

  private async dispatchAsOwner(lock: OwnershipLock): Promise<void> {
    this.active = true;
    let checkpoint = await readCheckpoint(this.db, this.subscriptionId);
    await this.serial(() => this.recoverIfRedisLost());
    const subscription = this.options.eventStore.subscribeToAll({
      fromPosition: checkpoint,
      filter: { eventTypes: [...new Set([...this.routes.values()].flatMap((r) => r.eventTypes))] },
    });
    const timer = setInterval(() => {
      this.serial(() => this.recoverIfRedisLost()).catch((error: unknown) =>
        this.logger.warn({ err: error }, 'Could not check Redis for lost jobs'),
      );
    }, this.options.checkIntervalMs ?? 1_000);
    const limits = {
      maxCount: this.options.batchSize ?? 200,
      spacingMs: this.options.batchSpacingMs ?? 20,
      // stop() may come while the checkpoint is read: then no batch is taken at all.
      until: Promise.race([this.stopRequested, lock.lost]),
    };
    try {
      for await (const batch of batches(subscription, limits)) {
        checkpoint = await this.serial(() => this.dispatch(batch, checkpoint));
      }
      if (lock.isLost()) this.logger.warn('Lost the dispatcher lock connection; stepping down');
    } finally {
      clearInterval(timer);
      await subscription.unsubscribe();
    }
  }

  private async dispatch(
    batch: RecordedEvent[],
    checkpoint: Position | 'start',
  ): Promise<Position> {
    const effects = batch.flatMap((event) =>
      [...this.routes.values()]
        .filter((route) => route.eventTypes.includes(event.type))
        .map((route) => ({
          route,
          handler: route.name,
          eventId: event.id,
          streamId: event.streamId,
          revision: event.revision,
        })),
    );
    await this.queues.enqueue(effects);
    // The subscription delivers in order: the last event's position covers the batch.
    const position = batch[batch.length - 1]!.position;
    await this.db.transaction().execute(async (trx) => {
      await this.effectLog.recordDispatched(trx, effects);
      await advanceCheckpoint(trx, this.subscriptionId, checkpoint, position);
    });
    this.counters.dispatchedEvents += batch.length;
    this.counters.enqueuedJobs += effects.length;
    return position;
  }

  private async recoverIfRedisLost(): Promise<void> {
    const reenqueued = await this.recovery.run();
    if (reenqueued === null) return;
    this.counters.recoveries += 1;
    this.counters.reenqueuedJobs += reenqueued;
    this.logger.info({ reenqueued }, 'Redis holds no epoch key: re-enqueued unfinished effects');
  }

  /** Runs work after everything queued before it, so a recovery never splits a batch. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const result = this.chain.then(work);
    this.chain = result.catch(() => undefined);
    return result;
  }

  private pause(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, this.options.checkIntervalMs ?? 1_000);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
