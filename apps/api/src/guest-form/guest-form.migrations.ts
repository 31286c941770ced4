import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const guestFormMigrations: MigrationSet = {
  '20261124-0100-guest-documents': sqlMigration(
    // The current file of each kind per guest; the bytes live encrypted in the file store
    // under the reservation's data key. guest: 'main' or an additional guest's key.
    sql`
        create table guest_documents (
          id uuid primary key default gen_random_uuid(),
          reservation_id uuid not null,
          account_id uuid not null references users (id) on delete cascade,
          guest text not null,
          kind text not null
            check (kind in ('doc_front', 'doc_back', 'doc_digital', 'doc_selfie', 'deposit_proof')),
          storage_key text not null unique,
          mime text not null,
          bytes integer not null check (bytes > 0),
          sha256 text not null,
          uploaded_at timestamptz not null default now(),
          unique (reservation_id, guest, kind)
        )`,
    sql`create index guest_documents_account_idx on guest_documents (account_id, reservation_id)`,
    // Who looked at which document, when and from where: kept after the file is removed
    // (access logs, at least 6 months), so no foreign key to guest_documents.
    sql`
        create table guest_document_views (
          id bigint generated always as identity primary key,
          document_id uuid not null,
          reservation_id uuid not null,
          account_id uuid not null,
          kind text not null,
          viewer_id uuid not null,
          viewed_at timestamptz not null default now(),
          ip text,
          user_agent text
        )`,
    sql`create index guest_document_views_reservation_idx on guest_document_views (reservation_id, viewed_at)`,
    // LGPD: each acceptance with the text's version, time, IP and user agent; the image
    // (biometric) consent is its own row, given or withdrawn separately.
    sql`
        create table guest_consents (
          id bigint generated always as identity primary key,
          reservation_id uuid not null,
          guest text not null,
          kind text not null check (kind in ('terms', 'biometric')),
          terms_version text not null,
          accepted_at timestamptz not null default now(),
          ip text,
          user_agent text
        )`,
    sql`create index guest_consents_reservation_idx on guest_consents (reservation_id, guest)`,
  ),
  '20261203-0100-guest-form-devices': sqlMigration(
    // Which browsers may see a guest's saved personal data in full: the one that saved it,
    // or one that proved the guest's e-mail or phone with a code. Only a hash of the
    // device cookie is kept, so this table cannot be replayed as cookies.
    sql`
        create table guest_form_devices (
          reservation_id uuid not null,
          device_hash text not null,
          guest text not null,
          kind text not null check (kind in ('saved', 'unlocked')),
          expires_at timestamptz not null,
          primary key (reservation_id, device_hash, guest)
        )`,
  ),
  '20261206-0300-withheld-guest-documents': sqlMigration(
    // Issue 28: PDFs stored before uploads were parsed may carry scripts. A document found so
    // is kept (it is the guest's) but never served again; the reason is the scanner's finding.
    sql`
        alter table guest_documents
          add column withheld_at timestamptz,
          add column withheld_reason text
            check (withheld_reason in ('active', 'encrypted', 'unreadable'))`,
    // One row per one-off scan of the stored documents, written when it finished.
    sql`
        create table guest_document_scans (
          name text primary key,
          scanned integer not null,
          withheld integer not null,
          finished_at timestamptz not null default now()
        )`,
  ),
  '20261211-0100-guest-consents-accepted-by': sqlMigration(
    // Issue 27: the main guest accepts the terms and the image terms for a companion under 18;
    // such a consent is the companion's, given by 'main'. Null: the guest's own.
    sql`
        alter table guest_consents
          add column accepted_by text check (accepted_by in ('main'))`,
  ),
  '20261216-0300-companions-under-own-keys': sqlMigration(
    // Issue 32: a holder's deletion keeps each adult companion's part, sealed again under the
    // companion's own key (`<reservation>:guest:<key>`) before the reservation's key is
    // shredded. Their files are encrypted again under that key: `sealed_under` names the
    // subject whose key opens a file (null: the reservation's).
    sql`alter table guest_documents add column sealed_under text`,
    sql`
        create table kept_companion_parts (
          reservation_id uuid not null,
          guest_key text not null,
          account_id uuid not null,
          position integer not null,
          part jsonb not null,
          keep_until timestamptz not null,
          kept_at timestamptz not null default now(),
          primary key (reservation_id, guest_key)
        )`,
  ),
};
