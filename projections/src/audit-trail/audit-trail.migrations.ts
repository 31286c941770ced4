import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const auditTrailMigrations: MigrationSet = {
  '20261121-0500-audit-events': sqlMigration(
    // Columns a caller fills are text and nullable: a malformed value in an event's
    // metadata must not stop the projection forever.
    sql`
        create table audit_events (
          event_id uuid primary key,
          stream_id text not null,
          revision integer not null,
          event_type text not null,
          actor_id text,
          actor_role text not null,
          guest_link text,
          correlation_id text,
          causation_id text,
          ip text,
          user_agent text,
          occurred_at timestamptz,
          recorded_at timestamptz not null,
          position text not null,
          -- names only: the values may be personal data, which lives encrypted elsewhere
          changed_fields text[] not null default '{}'
        )`,
    sql`
        create index audit_events_stream_idx on audit_events (stream_id, revision)`,
  ),
  '20261123-0100-audit-events-actor-idx': sqlMigration(
    // The users' performance reads an account's approvals and refusals by type and actor.
    sql`
        create index audit_events_type_actor_idx on audit_events (event_type, actor_id)`,
  ),
};
