import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const dispatcherMigrations: MigrationSet = {
  '20261121-0300-effect-log': sqlMigration(
    // One row per (handler, event): written 'pending' by the dispatcher when it enqueues the
    // job, claimed 'running' by the worker before it calls a provider, 'completed' after.
    // Rows not completed are what a Redis data loss can take away, so they are re-enqueued
    // from here; stream_id and revision let the worker (and that re-enqueue) find the event.
    sql`
        create table effect_log (
          handler text not null,
          event_id uuid not null,
          stream_id text not null,
          revision integer not null,
          status text not null check (status in ('pending', 'running', 'completed', 'failed')),
          attempts integer not null default 0,
          last_error text,
          dispatched_at timestamptz not null default now(),
          started_at timestamptz,
          completed_at timestamptz,
          primary key (handler, event_id)
        )`,
    sql`
        create index effect_log_unfinished_idx on effect_log (handler, event_id)
        where status <> 'completed'`,
  ),
};
