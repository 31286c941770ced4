import type { Pool } from 'pg';
import type { Kysely } from 'kysely';
import { createDatabase } from '@chegada/database';
import type { EventStore, Position, RecordedEvent } from '@chegada/event-store';
import { defaultProjectionLogger, type ProjectionLogger } from '../logger';
import { projectionFilter, subscriptionIdOf, type AnyProjection } from '../projection';
import { batches } from '../subscription/batches';
import { CheckpointConflict, readCheckpoint } from '../subscription/checkpoints';
import { tryAcquireOwnership, type OwnershipLock } from '../subscription/ownership-lock';
import { applyBatch } from './apply-batch';

export type ProjectionRunnerTuning = {
  /** How often a standby tries to become the owner. */
  standbyRetryMs: number;
  /** Most events applied in one transaction. */
  batchSize: number;
  /** Least time between two batches (batches.ts): one after a quiet spell goes at once. */
  batchSpacingMs: number;
  /** First and longest wait before retrying a failed batch or subscription. */
  minBackoffMs: number;
  maxBackoffMs: number;
};

export type ProjectionRunnerOptions = Partial<ProjectionRunnerTuning> & {
  /** Read-model connections; one stays checked out for the ownership lock while running. */
  pool: Pool;
  eventStore: EventStore;
  projection: AnyProjection;
  logger?: ProjectionLogger;
};

export type ProjectionRunnerStatus = 'stopped' | 'standby' | 'owner';

const defaults: ProjectionRunnerTuning = {
  standbyRetryMs: 3000,
  batchSize: 500,
  batchSpacingMs: 20,
  minBackoffMs: 200,
  maxBackoffMs: 30_000,
};

/**
 * Keeps one projection's read model up to date: becomes its only owner (advisory lock) or
 * waits as a standby, catches up from the checkpoint, then follows live. A batch that fails
 * is retried, never skipped. Nest-free; ProjectionsModule drives it in the app.
 */
export class ProjectionRunner {
  private readonly tuning: ProjectionRunnerTuning;
  private readonly db: Kysely<unknown>;
  private readonly logger: ProjectionLogger;
  private readonly fields: { projection: string };
  private current: ProjectionRunnerStatus = 'stopped';
  private loop: Promise<void> | undefined;
  private stopping = false;
  private stopped: Promise<void> = Promise.resolve();
  private signalStop = (): void => undefined;
  private wakePause = (): void => undefined;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.tuning = resolveTuning(options);
    // Kysely over the caller's pool; never destroyed here, as that would end the pool.
    this.db = createDatabase<unknown>(options.pool);
    this.logger = options.logger ?? defaultProjectionLogger();
    this.fields = { projection: options.projection.name };
  }

  get name(): string {
    return this.options.projection.name;
  }

  get status(): ProjectionRunnerStatus {
    return this.current;
  }

  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.stopped = new Promise((resolve) => (this.signalStop = resolve));
    this.current = 'standby';
    this.loop = this.run().finally(() => {
      this.current = 'stopped';
      this.loop = undefined;
    });
  }

  /** Lets the batch in flight commit, then releases ownership. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.signalStop();
    this.wakePause();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      const lock = await this.tryOwn();
      if (lock) await this.own(lock);
      if (!this.stopping) await this.pause(this.tuning.standbyRetryMs);
    }
  }

  private async tryOwn(): Promise<OwnershipLock | null> {
    try {
      return await tryAcquireOwnership(
        this.options.pool,
        subscriptionIdOf(this.options.projection),
      );
    } catch (error) {
      this.logger.error({ ...this.fields, err: error }, 'projection could not try its lock');
      return null;
    }
  }

  private async own(lock: OwnershipLock): Promise<void> {
    this.current = 'owner';
    this.logger.info(this.fields, 'projection owner: running');
    try {
      await this.follow(lock);
    } catch (error) {
      // Only a checkpoint conflict gets here: someone else is applying, so step back.
      this.logger.error({ ...this.fields, err: error }, 'projection lost ownership');
    } finally {
      this.current = this.stopping ? 'stopped' : 'standby';
      await lock.release().catch((error: unknown) => {
        this.logger.warn({ ...this.fields, err: error }, 'projection lock release failed');
      });
    }
  }

  /** Subscribes from the stored checkpoint, again after each failure, until stopped. */
  private async follow(lock: OwnershipLock): Promise<void> {
    const interrupt = Promise.race([this.stopped, lock.lost]);
    let failures = 0;
    while (!this.stopping && !lock.isLost()) {
      try {
        await this.consume(interrupt, lock);
        failures = 0;
      } catch (error) {
        if (error instanceof CheckpointConflict) throw error;
        failures += 1;
        this.logger.error({ ...this.fields, err: error }, 'projection subscription failed');
      }
      if (!this.stopping && !lock.isLost()) await this.pause(this.backoff(failures));
    }
  }

  private async consume(interrupt: Promise<unknown>, lock: OwnershipLock): Promise<void> {
    let checkpoint = await readCheckpoint(this.db, subscriptionIdOf(this.options.projection));
    const subscription = this.options.eventStore.subscribeToAll({
      fromPosition: checkpoint,
      filter: projectionFilter(this.options.projection),
    });
    const limits = { maxCount: this.tuning.batchSize, spacingMs: this.tuning.batchSpacingMs };
    try {
      for await (const batch of batches(subscription, { ...limits, until: interrupt })) {
        const next = await this.applyWithRetry(batch, checkpoint, lock);
        if (next === null) return;
        checkpoint = next;
      }
    } finally {
      await subscription.unsubscribe();
    }
  }

  /** The new checkpoint, or null when stopped (or the lock was lost) before it applied. */
  private async applyWithRetry(
    batch: readonly RecordedEvent[],
    from: Position | 'start',
    lock: OwnershipLock,
  ): Promise<Position | 'start' | null> {
    for (let attempt = 0; !this.stopping && !lock.isLost(); attempt++) {
      try {
        return await applyBatch(this.db, this.options.projection, batch, from);
      } catch (error) {
        if (error instanceof CheckpointConflict) throw error;
        const fields = { ...this.fields, err: error, attempt, events: batch.length };
        this.logger.error(fields, 'projection batch failed; retrying');
        await this.pause(this.backoff(attempt));
      }
    }
    return null;
  }

  private backoff(attempt: number): number {
    const { minBackoffMs, maxBackoffMs } = this.tuning;
    return Math.min(maxBackoffMs, minBackoffMs * 2 ** Math.min(attempt, 20));
  }

  /**
   * Sleeps, but wakes at once when stop() is called. Not a race with `stopped`: each race
   * would leave a reaction on that promise, one every standby retry for as long as it runs.
   */
  private async pause(ms: number): Promise<void> {
    if (this.stopping) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => this.wakePause(), ms);
      this.wakePause = () => {
        clearTimeout(timer);
        this.wakePause = () => undefined;
        resolve();
      };
    });
  }
}

const resolveTuning = (options: Partial<ProjectionRunnerTuning>): ProjectionRunnerTuning => ({
  standbyRetryMs: options.standbyRetryMs ?? defaults.standbyRetryMs,
  batchSize: options.batchSize ?? defaults.batchSize,
  batchSpacingMs: options.batchSpacingMs ?? defaults.batchSpacingMs,
  minBackoffMs: options.minBackoffMs ?? defaults.minBackoffMs,
  maxBackoffMs: options.maxBackoffMs ?? defaults.maxBackoffMs,
});
