import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_PREFIX, DEFAULT_QUEUE, type EffectJobData } from './effect-route';
import { createRedisConnection } from './redis-connection';

export type DeadLetter = {
  queue: string;
  jobId: string;
  handler: string;
  eventId: string;
  streamId: string;
  attemptsMade: number;
  failedReason: string;
  failedAt: Date | null;
};

export type DeadLetterPage = { items: DeadLetter[]; total: number };

/**
 * The failed set of each side-effect queue is the dead-letter queue: a job lands there after
 * its last attempt. Admins list it and may retry a job once the cause is fixed.
 */
export class DeadLetters {
  private readonly connection: Redis;
  private readonly queues: Map<string, Queue<EffectJobData>>;

  constructor(options: { redisUrl: string; prefix?: string; queues?: readonly string[] }) {
    this.connection = createRedisConnection(options.redisUrl, 'producer');
    const prefix = options.prefix ?? DEFAULT_PREFIX;
    this.queues = new Map(
      (options.queues ?? [DEFAULT_QUEUE]).map((name) => [
        name,
        new Queue<EffectJobData>(name, { connection: this.connection, prefix }),
      ]),
    );
  }

  /** Newest failures first, across the queues; `page` starts at 1. */
  async list({ page, perPage }: { page: number; perPage: number }): Promise<DeadLetterPage> {
    const end = page * perPage - 1;
    const perQueue = await Promise.all(
      [...this.queues].map(async ([name, queue]) => {
        // Jobs first, then the count: a job failing in between is then counted too, so the
        // total never says fewer than the page shows (it said 0 beside a listed job in CI).
        const failed = await queue.getFailed(0, end);
        const total = await queue.getFailedCount();
        return {
          total,
          jobs: failed.map((job) => ({
            queue: name,
            jobId: job.id ?? '',
            handler: job.name,
            eventId: job.data.eventId,
            streamId: job.data.streamId,
            attemptsMade: job.attemptsMade,
            failedReason: job.failedReason,
            failedAt: job.finishedOn === undefined ? null : new Date(job.finishedOn),
          })),
        };
      }),
    );
    const items = perQueue
      .flatMap((queue) => queue.jobs)
      .sort((a, b) => (b.failedAt?.getTime() ?? 0) - (a.failedAt?.getTime() ?? 0))
      .slice((page - 1) * perPage, page * perPage);
    return { items, total: perQueue.reduce((sum, queue) => sum + queue.total, 0) };
  }

  /** Moves a dead job back to the queue for a fresh round of attempts. */
  async retry(queue: string, jobId: string): Promise<boolean> {
    const job = await this.queues.get(queue)?.getJob(jobId);
    if (!job || !(await job.isFailed())) return false;
    await job.retry('failed');
    return true;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.connection.disconnect();
  }
}
