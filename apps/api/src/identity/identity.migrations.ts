import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const identityMigrations: MigrationSet = {
  '20261209-0100-identity-face-matches': sqlMigration(
    // Issue 29: each guest's selfie against the photo of their document, for the host to
    // review (never a refusal). The descriptors are sealed under the reservation's biometric
    // key (`biometricSubjectOf`), which can be shredded before its other data.
    sql`
        create table identity_face_matches (
          reservation_id uuid not null,
          guest text not null,
          verdict text not null check (verdict in ('match', 'review', 'no-match')),
          similarity real check (similarity between 0 and 1),
          reason text
            check (reason in ('no-face-in-selfie', 'no-face-in-document', 'no-document-photo')),
          selfie_document_id uuid not null,
          document_id uuid,
          descriptors jsonb,
          checked_at timestamptz not null default now(),
          primary key (reservation_id, guest)
        )`,
  ),
  '20261209-0200-identity-liveness-sessions': sqlMigration(
    // A liveness challenge: single-use (checked_at set once, before the models run), valid
    // until expires_at; its outcome, and the straight-ahead frame's descriptor sealed under the
    // biometric key. Failed checks of a guest in the last 30 minutes close the path at 5.
    sql`
        create table identity_liveness_sessions (
          id uuid primary key,
          reservation_id uuid not null,
          guest text not null,
          challenge jsonb not null,
          created_at timestamptz not null default now(),
          expires_at timestamptz not null,
          checked_at timestamptz,
          passed boolean,
          reason text
            check (reason in ('no-face', 'move-not-made', 'turned-the-other-way', 'not-same-person')),
          descriptor jsonb
        )`,
    sql`
        create index identity_liveness_sessions_guest_idx
          on identity_liveness_sessions (reservation_id, guest, checked_at)`,
  ),
  '20261212-0100-identity-evidence': sqlMigration(
    // The host's evidence (issue 29): how many frames of each check are kept (files sealed
    // under the biometric key, `reservations/<id>/liveness/<session>-<n>`); what a document
    // reading read, sealed under the reservation's key; and whether the reservation needs the
    // host's review, refreshed with each result (the list filters by it).
    sql`alter table identity_liveness_sessions add column frames int not null default 0`,
    sql`
        create table identity_document_readings (
          reservation_id uuid not null,
          guest text not null,
          document_id uuid not null,
          reading jsonb not null,
          read_at timestamptz not null default now(),
          primary key (reservation_id, guest)
        )`,
    sql`
        create table identity_reviews (
          reservation_id uuid primary key,
          needs_review boolean not null,
          refreshed_at timestamptz not null default now()
        )`,
  ),
  '20261214-0500-identity-liveness-anti-spoof': sqlMigration(
    // The anti-spoof model's score of a check's straight-ahead frame, shown to the host as
    // information; it decides nothing. Null for checks judged before it ran.
    sql`alter table identity_liveness_sessions add column anti_spoof real`,
  ),
};
