import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { CONFIG, type Config } from '@chegada/config';
import { QueueProducer, QueueWorker } from '../common';
import { BookingFeeds } from './booking-feeds.repository';
import { ICalFeedSync } from './ical/ical-feed-sync';
import { StaysConnections } from './stays/stays-connections.repository';
import { StaysSync } from './stays/stays-sync';

/** The BullMQ queue of calendar syncs (the queue board lists it). */
export const BOOKING_SYNC_QUEUE = 'booking-sync';

type SyncJob = { residenceId: string } | { accountId: string };

const SYNC = 'sync-feed';
const SYNC_STAYS = 'sync-stays';
const DUE = 'due-feeds';
// How many due feeds one look queues; the next look, a tick later, takes the rest.
const DUE_BATCH = 500;

// A request while its sync runs: the job id drops the new job, so the request leaves a mark the
// running sync reads when it ends, and it syncs once more (a few times at most; the schedule
// takes what is left).
const AGAIN_PASSES = 3;
const AGAIN_SECONDS = 3600;
const againKey = (queue: Queue<SyncJob>, jobId: string) => `${queue.qualifiedName}:again:${jobId}`;

/** One job per property: its id keeps a feed from being queued twice while it waits or runs. */
export const feedSyncJob = (residenceId: string) => ({
  name: SYNC,
  data: { residenceId },
  opts: { jobId: `feed-${residenceId}`, removeOnComplete: true, removeOnFail: true },
});

/** One job per Stays account, as per property for feeds. */
const staysJob = (accountId: string) => ({
  name: SYNC_STAYS,
  data: { accountId },
  opts: { jobId: `stays-${accountId}`, removeOnComplete: true, removeOnFail: true },
});

type QueuedSync = ReturnType<typeof feedSyncJob> | ReturnType<typeof staysJob>;

/** The API's side: "sync now" queues the property's (or the Stays account's) sync at once. */
@Injectable()
export class BookingSyncRequests extends QueueProducer<SyncJob> {
  constructor(@Inject(CONFIG) config: Config) {
    super(config, BOOKING_SYNC_QUEUE);
  }

  syncNow(residenceId: string): Promise<void> {
    return this.request(feedSyncJob(residenceId));
  }

  /** "Sync now" of the account's Stays, and what a Stays notification triggers. */
  syncStaysNow(accountId: string): Promise<void> {
    return this.request(staysJob(accountId));
  }

  private async request({ name, data, opts }: QueuedSync): Promise<void> {
    await this.connection.set(againKey(this.queue, opts.jobId), '1', 'EX', AGAIN_SECONDS);
    await this.queue.add(name, data, opts);
  }
}

/**
 * The worker's side: a scheduled look (every BOOKINGS_SYNC_SECONDS, at most a minute) queues a
 * job per property whose feed is due and per Stays account that is due, and each job syncs one
 * feed or one account, so one's failure never stops the others.
 */
@Injectable()
export class BookingSyncWorker extends QueueWorker<SyncJob> {
  constructor(
    @Inject(CONFIG) config: Config,
    private readonly feeds: BookingFeeds,
    private readonly ical: ICalFeedSync,
    private readonly staysConnections: StaysConnections,
    private readonly stays: StaysSync,
  ) {
    super(config, BOOKING_SYNC_QUEUE, new Logger('BookingSync'), 4);
  }

  protected failure(job: Job<SyncJob> | undefined, error: Error): string {
    return `Sync ${job?.id ?? 'of due feeds'} failed: ${error.message}`;
  }

  protected override async started(queue: Queue<SyncJob>): Promise<void> {
    const every = Math.min(this.config.BOOKINGS_SYNC_SECONDS, 60) * 1000;
    await queue.upsertJobScheduler(
      DUE,
      { every },
      { name: DUE, opts: { removeOnComplete: true, removeOnFail: true } },
    );
  }

  protected async run(job: Job<SyncJob>): Promise<unknown> {
    const { data } = job;
    if (job.name === SYNC && 'residenceId' in data)
      return this.whileAsked(job, () => this.ical.sync(data.residenceId));
    if (job.name === SYNC_STAYS && 'accountId' in data)
      return this.whileAsked(job, () => this.stays.sync(data.accountId));
    const now = new Date();
    const feeds = await this.feeds.due(now, DUE_BATCH);
    const accounts = await this.staysConnections.due(now, DUE_BATCH);
    await this.queue?.addBulk([...feeds.map(feedSyncJob), ...accounts.map(staysJob)]);
    return feeds.length + accounts.length;
  }

  /**
   * A request that came after the last pass looked for one (or past AGAIN_PASSES) found this
   * job still there and was not queued: queued now that the job has left the queue.
   */
  protected override async completed(job: Job<SyncJob>): Promise<void> {
    if (job.name !== SYNC && job.name !== SYNC_STAYS) return;
    if ((await this.connection!.exists(againKey(this.queue!, job.id ?? ''))) === 0) return;
    const { data } = job;
    const again = 'residenceId' in data ? feedSyncJob(data.residenceId) : staysJob(data.accountId);
    await this.queue!.add(again.name, again.data, again.opts);
  }

  /** Syncs, and again while a request came during the pass (see AGAIN_PASSES). */
  private async whileAsked<T>(job: Job<SyncJob>, sync: () => Promise<T>): Promise<T> {
    const redis = this.connection!;
    const key = againKey(this.queue!, job.id ?? '');
    let result: T;
    let passes = 0;
    do {
      await redis.del(key);
      result = await sync();
      passes += 1;
    } while (passes < AGAIN_PASSES && (await redis.exists(key)) === 1);
    return result;
  }
}
