import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { EffectLogRepository } from '../effect-log.repository';
import type { EffectRoute } from '../effect-route';
import type { EffectQueues, RoutedEffect } from './effect-queues';

const PAGE = 500;

/**
 * Gives Redis back the jobs it lost (docs/architecture.md, effect path). An epoch key
 * exists as long as Redis keeps its data; finding it missing means Redis is new or was
 * emptied, so every effect the effect log has not seen completed is enqueued again.
 */
export class RedisLossRecovery {
  constructor(
    private readonly redis: Redis,
    private readonly epochKey: string,
    private readonly effectLog: EffectLogRepository,
    private readonly queues: EffectQueues,
    private readonly routes: ReadonlyMap<string, EffectRoute>,
  ) {}

  /** Null when Redis kept its data; otherwise how many effects were enqueued again. */
  async run(): Promise<number | null> {
    // Set before the rows are read: a flush after this point removes the key again, so the
    // next check repeats the work instead of trusting a half-refilled Redis.
    if ((await this.redis.set(this.epochKey, randomUUID(), 'NX')) !== 'OK') return null;
    let reenqueued = 0;
    let after: { handler: string; eventId: string } | undefined;
    for (;;) {
      const page = await this.effectLog.listUnfinished(PAGE, after);
      if (page.length === 0) return reenqueued;
      // An entry of a handler no longer registered stays unfinished, for an admin to see.
      const effects = page.flatMap((row): RoutedEffect[] => {
        const route = this.routes.get(row.handler);
        return route ? [{ ...row, route }] : [];
      });
      await this.queues.enqueue(effects);
      reenqueued += effects.length;
      after = page[page.length - 1];
    }
  }
}
