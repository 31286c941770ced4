import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';
import type { EffectJobData } from './effect-route';

export type EffectStatus = 'pending' | 'running' | 'completed' | 'failed';

export type EffectLogTable = {
  effect_log: {
    handler: string;
    event_id: string;
    stream_id: string;
    revision: number;
    status: EffectStatus;
    attempts: ColumnType<number, number | undefined, number>;
    last_error: string | null;
    dispatched_at: ColumnType<Date, never, never>;
    started_at: Date | null;
    completed_at: Date | null;
  };
};

export type EffectLogRow = Selectable<EffectLogTable['effect_log']>;

export type DispatchedEffect = EffectJobData & { handler: string };

/** The outcome of a worker's claim on (handler, event). */
export type EffectClaim =
  | { kind: 'claimed'; attempt: number }
  | { kind: 'completed' }
  /** Another attempt holds a fresh claim; retry after `retryInMs`. */
  | { kind: 'busy'; retryInMs: number };

/** SQL of the effect log, shared by the dispatcher (pending rows) and the worker (claims). */
export class EffectLogRepository {
  constructor(private readonly db: Kysely<EffectLogTable>) {}

  /** Records enqueued jobs; a row a worker already claimed is left as it is. */
  async recordDispatched(executor: Kysely<EffectLogTable>, effects: DispatchedEffect[]) {
    if (effects.length === 0) return;
    await executor
      .insertInto('effect_log')
      .values(
        effects.map((effect) => ({
          handler: effect.handler,
          event_id: effect.eventId,
          stream_id: effect.streamId,
          revision: effect.revision,
          status: 'pending' as const,
        })),
      )
      .onConflict((conflict) => conflict.columns(['handler', 'event_id']).doNothing())
      .execute();
  }

  /** One page of effects not completed, in key order, after `after` (keyset pagination). */
  async listUnfinished(limit: number, after?: { handler: string; eventId: string }) {
    let query = this.db
      .selectFrom('effect_log')
      .select(['handler', 'event_id', 'stream_id', 'revision'])
      .where('status', '<>', 'completed');
    if (after) {
      query = query.where(sql<boolean>`(handler, event_id) > (${after.handler}, ${after.eventId})`);
    }
    const rows = await query.orderBy('handler').orderBy('event_id').limit(limit).execute();
    return rows.map((row) => ({
      handler: row.handler,
      eventId: row.event_id,
      streamId: row.stream_id,
      revision: row.revision,
    }));
  }

  /**
   * Takes (handler, event) for one attempt: a new or failed entry is claimed, a completed one
   * makes the job a no-op, and a running one is taken over only once its lease has expired
   * (its worker presumably crashed).
   */
  async claim(effect: DispatchedEffect, leaseMs: number): Promise<EffectClaim> {
    const claimed = await this.db
      .insertInto('effect_log')
      .values({
        handler: effect.handler,
        event_id: effect.eventId,
        stream_id: effect.streamId,
        revision: effect.revision,
        status: 'running',
        attempts: 1,
        started_at: sql<Date>`now()`,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['handler', 'event_id'])
          .doUpdateSet({
            status: 'running',
            attempts: sql<number>`effect_log.attempts + 1`,
            started_at: sql<Date>`now()`,
            last_error: null,
          })
          .where((eb) =>
            eb.or([
              eb('effect_log.status', 'in', ['pending', 'failed']),
              eb.and([
                eb('effect_log.status', '=', 'running'),
                eb(
                  'effect_log.started_at',
                  '<',
                  sql<Date>`now() - make_interval(secs => ${leaseMs / 1000})`,
                ),
              ]),
            ]),
          ),
      )
      .returning('attempts')
      .executeTakeFirst();
    if (claimed) return { kind: 'claimed', attempt: claimed.attempts };
    return this.whyNotClaimed(effect, leaseMs);
  }

  private async whyNotClaimed(effect: DispatchedEffect, leaseMs: number): Promise<EffectClaim> {
    const row = await this.db
      .selectFrom('effect_log')
      .select([
        'status',
        sql<number>`extract(epoch from (started_at - now())) * 1000`.as('held_for_ms'),
      ])
      .where('handler', '=', effect.handler)
      .where('event_id', '=', effect.eventId)
      .executeTakeFirstOrThrow();
    if (row.status === 'completed') return { kind: 'completed' };
    // held_for_ms is negative: how long ago the running attempt started.
    return { kind: 'busy', retryInMs: Math.max(0, leaseMs + Number(row.held_for_ms)) };
  }

  async complete(handler: string, eventId: string): Promise<void> {
    await this.db
      .updateTable('effect_log')
      .set({ status: 'completed', completed_at: sql<Date>`now()`, last_error: null })
      .where('handler', '=', handler)
      .where('event_id', '=', eventId)
      .execute();
  }

  async fail(handler: string, eventId: string, error: string): Promise<void> {
    await this.leaveRunning(handler, eventId, {
      status: 'failed',
      last_error: error.slice(0, 2_000),
    });
  }

  /** A running claim given back without a failure: the effect is for later (EffectNotDue). */
  async release(handler: string, eventId: string): Promise<void> {
    await this.leaveRunning(handler, eventId, { status: 'pending' });
  }

  private async leaveRunning(
    handler: string,
    eventId: string,
    set: { status: 'failed' | 'pending'; last_error?: string },
  ): Promise<void> {
    await this.db
      .updateTable('effect_log')
      .set(set)
      .where('handler', '=', handler)
      .where('event_id', '=', eventId)
      .where('status', '=', 'running')
      .execute();
  }

  async find(handler: string, eventId: string): Promise<EffectLogRow | undefined> {
    return this.db
      .selectFrom('effect_log')
      .selectAll()
      .where('handler', '=', handler)
      .where('event_id', '=', eventId)
      .executeTakeFirst();
  }
}
