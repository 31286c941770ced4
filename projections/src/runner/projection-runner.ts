import type { Pool } from 'pg';
import type { Kysely } from 'kysely';
import { createDatabase } from '@chegada/database';
import {
  batches,
  CheckpointConflict,
  type EventStore,
  type OwnershipLock,
  type Position,
  readCheckpoint,
  type RecordedEvent,
  tryAcquireOwnership,
} from '@chegada/event-store';
import { defaultProjectionLogger, type ProjectionLogger } from '../logger';
import { projectionFilter, subscriptionIdOf, type AnyProjection } from '../projection';
import { applyBatch, parkEvent } from './apply-batch';
import { resolveTuning, type ProjectionRunnerTuning } from './projection-runner.tuning';

export type { ProjectionRunnerTuning } from './projection-runner.tuning';

export type ProjectionRunnerOptions = Partial<ProjectionRunnerTuning> & {
  /** Read-model connections; one stays checked out for the ownership lock while running. */
  pool: Pool;
  eventStore: EventStore;
  projection: AnyProjection;
  logger?: ProjectionLogger;
};

export type ProjectionRunnerStatus = 'stopped' | 'standby' | 'owner';

/** What trying to apply some events came to. */
type Outcome = { applied: Position | 'start' } | { stopped: true } | { failed: unknown };

const describeError = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Keeps one projection's read model up to date: becomes its only owner (advisory lock) or
 * waits as a standby, catches up from the checkpoint, then follows live. A batch that fails
 * is retried; if it still fails, its events are tried one by one and one that keeps failing
 * is parked with its error (ParkedEvents lists and replays them) so the read model goes on
 * for every other doc. Nest-free; ProjectionsModule drives it in the app.
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
    const whole = await this.tryApply(batch, from, lock);
    if ('applied' in whole) return whole.applied;
    if ('stopped' in whole) return null;
    // Some event cannot be applied: one at a time, so only the ones that fail are parked.
    let checkpoint = from;
    for (const event of batch) {
      const alone = batch.length === 1 ? whole : await this.tryApply([event], checkpoint, lock);
      if ('stopped' in alone) return null;
      checkpoint = 'applied' in alone ? alone.applied : await this.park(event, checkpoint, alone);
    }
    return checkpoint;
  }

  private async tryApply(
    events: readonly RecordedEvent[],
    from: Position | 'start',
    lock: OwnershipLock,
  ): Promise<Outcome> {
    let failed: unknown;
    for (let attempt = 0; attempt < this.tuning.parkAfterAttempts; attempt++) {
      if (this.stopping || lock.isLost()) return { stopped: true };
      try {
        return { applied: await applyBatch(this.db, this.options.projection, events, from) };
      } catch (error) {
        if (error instanceof CheckpointConflict) throw error;
        failed = error;
        const fields = { ...this.fields, err: error, attempt, events: events.length };
        this.logger.error(fields, 'projection batch failed; retrying');
        await this.pause(this.backoff(attempt));
      }
    }
    return { failed };
  }

  private async park(
    event: RecordedEvent,
    from: Position | 'start',
    { failed }: { failed: unknown },
  ): Promise<Position> {
    const attempts = this.tuning.parkAfterAttempts;
    const parked = await parkEvent(this.db, this.options.projection, event, from, {
      error: describeError(failed),
      attempts,
    });
    const { id, type, streamId, revision } = event;
    const fields = { ...this.fields, err: failed, eventId: id, type, streamId, revision, attempts };
    this.logger.error(fields, 'projection event parked; replay it once fixed');
    return parked;
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
