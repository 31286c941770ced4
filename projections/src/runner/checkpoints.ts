import { sql, type Kysely } from 'kysely';
import type { Position } from '@chegada/event-store';

// Checkpoints live in the event store's es_checkpoints table. A subscription without a row
// starts at the beginning, so a reset deletes the row instead of storing a made-up position.

export const readCheckpoint = async (
  db: Kysely<unknown>,
  subscriptionId: string,
): Promise<Position | 'start'> => {
  const { rows } = await sql<{ position: string }>`
    select position from es_checkpoints where subscription_id = ${subscriptionId}`.execute(db);
  return rows[0] ? (rows[0].position as Position) : 'start';
};

/**
 * Compare-and-set: moves the checkpoint only if it is still where this owner left it.
 * False means another process applied events in the meantime, so this one must stop.
 */
export const moveCheckpoint = async (
  trx: Kysely<unknown>,
  subscriptionId: string,
  from: Position | 'start',
  to: Position,
): Promise<boolean> => {
  const result =
    from === 'start'
      ? await sql`
          insert into es_checkpoints (subscription_id, position, updated_at)
          values (${subscriptionId}, ${to}, now())
          on conflict (subscription_id) do nothing`.execute(trx)
      : await sql`
          update es_checkpoints set position = ${to}, updated_at = now()
          where subscription_id = ${subscriptionId} and position = ${from}`.execute(trx);
  return result.numAffectedRows === 1n;
};

export const deleteCheckpoint = async (
  trx: Kysely<unknown>,
  subscriptionId: string,
): Promise<void> => {
  await sql`delete from es_checkpoints where subscription_id = ${subscriptionId}`.execute(trx);
};
