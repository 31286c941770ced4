import { sql, type QueryExecutorProvider } from 'kysely';
import type { Position } from '@chegada/event-store';

/** The dispatcher's checkpoint moved under it: another process owns the subscription now. */
export class CheckpointConflict extends Error {
  readonly code = 'CHECKPOINT_CONFLICT';

  constructor(readonly subscriptionId: string) {
    super(`Checkpoint of ${subscriptionId} was moved by another process`);
    this.name = 'CheckpointConflict';
  }
}

/**
 * The subscription checkpoints live in the event store's es_checkpoints table. Writes are
 * compare-and-set: the advisory lock makes one owner, and this catches the owner that lost
 * its lock connection without noticing.
 */
export class CheckpointRepository {
  constructor(private readonly subscriptionId: string) {}

  async read(db: QueryExecutorProvider): Promise<Position | null> {
    const { rows } = await sql<{ position: Position }>`
      select position from es_checkpoints where subscription_id = ${this.subscriptionId}`.execute(
      db,
    );
    return rows[0]?.position ?? null;
  }

  async advance(db: QueryExecutorProvider, from: Position | null, to: Position): Promise<void> {
    const result =
      from === null
        ? await sql`
            insert into es_checkpoints (subscription_id, position, updated_at)
            values (${this.subscriptionId}, ${to}, now())
            on conflict (subscription_id) do nothing`.execute(db)
        : await sql`
            update es_checkpoints set position = ${to}, updated_at = now()
            where subscription_id = ${this.subscriptionId} and position = ${from}`.execute(db);
    if (Number(result.numAffectedRows ?? 0) !== 1)
      throw new CheckpointConflict(this.subscriptionId);
  }
}
