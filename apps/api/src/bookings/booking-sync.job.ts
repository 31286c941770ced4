import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import { CONFIG, type Config } from '@chegada/config';
import { createRedisConnection } from '@chegada/side-effects';
import { BookingFeeds } from './booking-feeds.repository';
import { ICalFeedSync } from './ical/ical-feed-sync';

/** The BullMQ queue of calendar syncs (the queue board lists it). */
export const BOOKING_SYNC_QUEUE = 'booking-sync';

type SyncJob = { residenceId: string };

const SYNC = 'sync-feed';
const DUE = 'due-feeds';
// How many due feeds one look queues; the next look, a tick later, takes the rest.
const DUE_BATCH = 500;

/** One job per property: its id keeps a feed from being queued twice while it waits or runs. */
const syncJob = (residenceId: string) => ({
  name: SYNC,
  data: { residenceId },
  opts: { jobId: `feed-${residenceId}`, removeOnComplete: true, removeOnFail: true },
});

/** The API's side: "sync now" queues the property's sync at once. */
@Injectable()
export class BookingSyncRequests implements OnApplicationShutdown {
  private readonly connection;
  private readonly queue: Queue<SyncJob>;

  constructor(@Inject(CONFIG) config: Config) {
    this.connection = createRedisConnection(config.REDIS_URL, 'producer');
    this.queue = new Queue(BOOKING_SYNC_QUEUE, {
      connection: this.connection,
      prefix: config.REDIS_PREFIX,
    });
  }

  async syncNow(residenceId: string): Promise<void> {
    const { name, data, opts } = syncJob(residenceId);
    await this.queue.add(name, data, opts);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}

/**
 * The worker's side: a scheduled look (every BOOKINGS_SYNC_SECONDS, at most a minute) queues a
 * job per property whose feed is due, and each job syncs one feed, so one feed's failure never
 * stops the others.
 */
@Injectable()
export class BookingSyncWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('BookingSync');
  private connection: ReturnType<typeof createRedisConnection> | undefined;
  private queue: Queue<SyncJob> | undefined;
  private worker: Worker<SyncJob> | undefined;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly feeds: BookingFeeds,
    private readonly ical: ICalFeedSync,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const connection = createRedisConnection(this.config.REDIS_URL, 'worker');
    const options = { connection, prefix: this.config.REDIS_PREFIX };
    this.connection = connection;
    this.queue = new Queue(BOOKING_SYNC_QUEUE, options);
    this.worker = new Worker<SyncJob>(BOOKING_SYNC_QUEUE, (job) => this.run(job), {
      ...options,
      concurrency: 4,
    });
    // Without a listener an 'error' event would crash the process; Redis blips are expected.
    this.worker.on('error', (error) => this.logger.warn(`Worker error: ${error.message}`));
    this.worker.on('failed', (job, error) =>
      this.logger.warn(`Sync of ${job?.data.residenceId ?? 'due feeds'} failed: ${error.message}`),
    );
    const every = Math.min(this.config.BOOKINGS_SYNC_SECONDS, 60) * 1000;
    await this.queue.upsertJobScheduler(
      DUE,
      { every },
      { name: DUE, opts: { removeOnComplete: true, removeOnFail: true } },
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    this.connection?.disconnect();
  }

  private async run(job: Job<SyncJob>): Promise<unknown> {
    if (job.name === SYNC) return this.ical.sync(job.data.residenceId);
    const due = await this.feeds.due(new Date(), DUE_BATCH);
    await this.queue?.addBulk(due.map(syncJob));
    return due.length;
  }
}
