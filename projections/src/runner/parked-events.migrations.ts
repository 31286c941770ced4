import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const parkedEventsMigrations: MigrationSet = {
  '20261124-2300-projection-parked-events': sqlMigration(
    // An event a projection could not apply after its tries, set aside so the projection goes
    // on; doc_key is the read-model doc it belongs to, whose later events wait here behind it
    // (null when even the key could not be read). A replay applies and deletes the rows.
    sql`
        create table projection_parked_events (
          id bigserial primary key,
          projection text not null,
          event_id uuid not null,
          stream_id text not null,
          revision integer not null,
          event_type text not null,
          doc_key text,
          error text not null,
          attempts integer not null,
          parked_at timestamptz not null default now(),
          unique (projection, event_id)
        )`,
    sql`
        create index projection_parked_events_doc_idx
        on projection_parked_events (projection, doc_key)`,
  ),
};
