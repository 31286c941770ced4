import { sql, type QueryExecutorProvider } from 'kysely';
import type { Position } from '../event-store.port';
import type { SubscriptionId } from './subscription-id';

// Checkpoints live in the event store's es_checkpoints table. A subscription without a row
// starts at the beginning, so a reset deletes the row instead of storing a made-up position.

/** The checkpoint moved under this process: another owner is handling the subscription. */
export class CheckpointConflict extends Error {
  readonly code = 'CHECKPOINT_CONFLICT';

  constructor(readonly subscriptionId: SubscriptionId) {
    super(`Checkpoint of ${subscriptionId} was moved by another process`);
    this.name = 'CheckpointConflict';
  }
}

export const readCheckpoint = async (
  db: QueryExecutorProvider,
  subscriptionId: SubscriptionId,
): Promise<Position | 'start'> => {
  const { rows } = await sql<{ position: Position }>`
    select position from es_checkpoints where subscription_id = ${subscriptionId}`.execute(db);
  return rows[0]?.position ?? 'start';
};

/**
 * Compare-and-set, meant for the transaction that records the work done up to `to`: moves the
 * checkpoint only if it is still where this owner left it. The advisory lock makes one owner;
 * this catches the owner that lost its lock connection without noticing, and throws
 * CheckpointConflict so that transaction rolls back and the owner steps down.
 */
export const advanceCheckpoint = async (
  trx: QueryExecutorProvider,
  subscriptionId: SubscriptionId,
  from: Position | 'start',
  to: Position,
): Promise<void> => {
  const result =
    from === 'start'
      ? await sql`
          insert into es_checkpoints (subscription_id, position, updated_at)
          values (${subscriptionId}, ${to}, now())
          on conflict (subscription_id) do nothing`.execute(trx)
      : await sql`
          update es_checkpoints set position = ${to}, updated_at = now()
          where subscription_id = ${subscriptionId} and position = ${from}`.execute(trx);
  if (result.numAffectedRows !== 1n) throw new CheckpointConflict(subscriptionId);
};

export const deleteCheckpoint = async (
  trx: QueryExecutorProvider,
  subscriptionId: SubscriptionId,
): Promise<void> => {
  await sql`delete from es_checkpoints where subscription_id = ${subscriptionId}`.execute(trx);
};
