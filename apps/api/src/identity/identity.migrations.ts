import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const identityMigrations: MigrationSet = {
  '20261208-0100-identity-face-matches': sqlMigration(
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
};
