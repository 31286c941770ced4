import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const importPreviousDataMigrations: MigrationSet = {
  '20261201-0100-guest-document-index': sqlMigration(
    // Where a guest document (CPF, passport) was given, so a returning guest's earlier stay
    // is found without opening every reservation. doc_hash is a keyed HMAC: CPFs are few
    // enough to hash them all, so a plain hash would be a list of documents.
    sql`
        create table guest_document_index (
          account_id uuid not null references users (id) on delete cascade,
          doc_hash text not null,
          reservation_id uuid not null,
          guest text not null,
          created_at timestamptz not null default now(),
          primary key (account_id, doc_hash, reservation_id, guest)
        )`,
    sql`create index guest_document_index_reservation_idx on guest_document_index (reservation_id)`,
  ),
};
