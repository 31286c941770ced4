import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { DispatchedEffect } from '../effect-log.repository';
import {
  jobOptions,
  queueOf,
  type EffectJobData,
  type EffectRoute,
  type RetryPolicy,
} from '../effect-route';

export type RoutedEffect = DispatchedEffect & { route: EffectRoute };

/** The producer side of the side-effect queues: one BullMQ Queue per queue name. */
export class EffectQueues {
  private readonly queues = new Map<string, Queue<EffectJobData>>();

  constructor(
    private readonly connection: Redis,
    private readonly prefix: string,
    private readonly retry: RetryPolicy,
    private readonly logger: Logger,
  ) {}

  /** Adds one job per effect. A job whose id is still in Redis is left alone by BullMQ. */
  async enqueue(effects: RoutedEffect[]): Promise<void> {
    const byQueue = new Map<string, RoutedEffect[]>();
    for (const effect of effects) {
      const name = queueOf(effect.route);
      const queued = byQueue.get(name);
      if (queued) queued.push(effect);
      else byQueue.set(name, [effect]);
    }
    await Promise.all(
      [...byQueue].map(([name, queued]) =>
        this.queue(name).addBulk(
          queued.map((effect) => ({
            name: effect.handler,
            data: { eventId: effect.eventId, streamId: effect.streamId, revision: effect.revision },
            opts: jobOptions(this.retry, effect.handler, effect.eventId),
          })),
        ),
      ),
    );
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }

  private queue(name: string): Queue<EffectJobData> {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue<EffectJobData>(name, { connection: this.connection, prefix: this.prefix });
      queue.on('error', (error) => this.logger.warn({ err: error, queue: name }, 'Queue error'));
      this.queues.set(name, queue);
    }
    return queue;
  }
}
