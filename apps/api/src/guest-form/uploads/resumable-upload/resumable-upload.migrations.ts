import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const resumableUploadMigrations: MigrationSet = {
  '20261205-0100-guest-resumable-uploads': sqlMigration(
    // A file part of the guest form arriving in chunks (issue 17): bound to its link (the
    // reservation and 'main' or an additional guest's key), gone after expires_at.
    // completing_until: a request is putting the file together until then. completed_answer:
    // the save's answer once done (without the door code), for a guest whose phone lost it.
    sql`
        create table guest_uploads (
          id text primary key,
          reservation_id uuid not null,
          guest text not null,
          field text not null,
          size integer not null check (size > 0),
          name text not null,
          type text not null,
          received integer not null default 0 check (received between 0 and size),
          expires_at timestamptz not null,
          completing_until timestamptz,
          completed_answer jsonb,
          created_at timestamptz not null default now()
        )`,
    sql`create index guest_uploads_link_idx on guest_uploads (reservation_id, guest, field)`,
    sql`create index guest_uploads_expiry_idx on guest_uploads (expires_at)`,
    // Each chunk sealed on its own (AES-256-GCM under the reservation's data key), so removing
    // the reservation's key makes a partial upload unreadable like its stored files.
    sql`
        create table guest_upload_chunks (
          upload_id text not null references guest_uploads (id) on delete cascade,
          start_offset integer not null,
          length integer not null check (length > 0),
          sealed bytea not null,
          primary key (upload_id, start_offset)
        )`,
  ),
};
