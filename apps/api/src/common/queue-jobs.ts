import type {
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
  OnModuleDestroy,
} from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Config } from '@chegada/config';
import { createRedisConnection } from '@chegada/side-effects';

// The two sides of a BullMQ queue of the app's own jobs (not side effects, which the effect
// runner serves). BullMQ wants one Redis connection per Queue or Worker side.

/** The API's side: adds jobs to the queue; closes it and its connection on shutdown. */
export abstract class QueueProducer<Data> implements OnApplicationShutdown {
  protected readonly connection: Redis;
  protected readonly queue: Queue<Data>;

  protected constructor(config: Config, name: string) {
    this.connection = createRedisConnection(config.REDIS_URL, 'producer');
    this.queue = new Queue(name, { connection: this.connection, prefix: config.REDIS_PREFIX });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}

/**
 * The worker process's side: runs each job with `run` once the app has started, and keeps the
 * queue at hand for the jobs the worker queues itself (`started`: a schedule, a job at start).
 */
export abstract class QueueWorker<Data> implements OnApplicationBootstrap, OnModuleDestroy {
  protected connection: Redis | undefined;
  private worker: Worker<Data> | undefined;
  protected queue: Queue<Data> | undefined;

  protected constructor(
    protected readonly config: Config,
    private readonly name: string,
    protected readonly logger: Logger,
    private readonly concurrency = 1,
  ) {}

  /** One job; a throw fails the attempt, tried again as the job's options say. */
  protected abstract run(job: Job<Data>): Promise<unknown>;

  /** The log line of a failed attempt. */
  protected abstract failure(job: Job<Data> | undefined, error: Error): string;

  /** What the worker queues itself once it runs; nothing unless a subclass says. */
  protected async started(_queue: Queue<Data>): Promise<void> {}

  /** After a job completed (and, with `removeOnComplete`, left the queue); nothing by default. */
  protected async completed(_job: Job<Data>): Promise<void> {}

  async onApplicationBootstrap(): Promise<void> {
    const connection = createRedisConnection(this.config.REDIS_URL, 'worker');
    const options = { connection, prefix: this.config.REDIS_PREFIX };
    this.connection = connection;
    this.queue = new Queue(this.name, options);
    this.worker = new Worker<Data>(this.name, (job) => this.run(job), {
      ...options,
      concurrency: this.concurrency,
    });
    // Without a listener an 'error' event would crash the process; Redis blips are expected.
    this.worker.on('error', (error) => this.logger.warn(`Worker error: ${error.message}`));
    this.worker.on('failed', (job, error) => this.logger.warn(this.failure(job, error)));
    this.worker.on('completed', (job) => {
      this.completed(job).catch((error: Error) => this.logger.warn(this.failure(job, error)));
    });
    await this.started(this.queue);
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    this.connection?.disconnect();
  }
}
