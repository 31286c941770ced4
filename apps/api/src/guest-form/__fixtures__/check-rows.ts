import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { reservationStreamId } from '@chegada/domain';
import { waitFor } from '@chegada/testing';

/** The submission's own checks (the worker's CPF check and face match) are done with. */
export const checksSettled = (db: Kysely<unknown>, reservationId: string) =>
  waitFor(
    async () =>
      (
        await sql<{ status: string }>`
          select status from effect_log
           where stream_id = ${reservationStreamId(reservationId)}
             and handler in ('identity-face-match', 'government-cpf-check')`.execute(db)
      ).rows,
    (rows) => rows.length === 2 && rows.every((row) => row.status === 'completed'),
  );

/**
 * What a guest's identity checks leave (issue 29, 30): a CPF check against the register (a keyed
 * hash of the CPF, name and birth date), a face match's verdict, and the stay's review flag.
 */
export const aCheckedGuest = async (db: Kysely<unknown>, reservationId: string, guest: string) => {
  await sql`
    insert into cpf_checks
        (reservation_id, guest, subject, status, situation, name_matches, birth_date_matches)
      values (${reservationId}, ${guest}, ${`hmac-${randomUUID()}`}, 'checked', 'regular',
              true, false)
      on conflict (reservation_id, guest) do update set status = excluded.status`.execute(db);
  await sql`
    insert into identity_face_matches
        (reservation_id, guest, verdict, reason, selfie_document_id, document_id)
      values (${reservationId}, ${guest}, 'review', 'no-face-in-document', ${randomUUID()},
              ${randomUUID()})
      on conflict (reservation_id, guest) do update set verdict = excluded.verdict`.execute(db);
  await sql`
    insert into identity_reviews (reservation_id, needs_review) values (${reservationId}, true)
      on conflict (reservation_id) do update set needs_review = true`.execute(db);
};

/** The tables holding a row of the stay's checks: by guest, and the stay's review flag. */
export const checkRowsOf = async (db: Kysely<unknown>, reservationId: string) =>
  (
    await sql<{ row: string }>`
      select 'cpf_checks:' || guest as row from cpf_checks where reservation_id = ${reservationId}
      union all
      select 'identity_face_matches:' || guest from identity_face_matches
       where reservation_id = ${reservationId}
      union all
      select 'identity_reviews' from identity_reviews where reservation_id = ${reservationId}
      order by 1`.execute(db)
  ).rows.map((each) => each.row);
