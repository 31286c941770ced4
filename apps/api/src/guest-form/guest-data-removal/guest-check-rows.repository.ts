import { Injectable } from '@nestjs/common';
import type { Transaction } from 'kysely';
import { TablesRepository } from '../../infrastructure';

type ByGuest = { reservation_id: string; guest: string };

/**
 * The tables of a guest's checks, by the guest's key. The identity and government modules'
 * tables are named here: they build on this module.
 */
export type GuestCheckTables = {
  cpf_checks: ByGuest;
  guest_form_devices: ByGuest;
  identity_document_readings: ByGuest;
  identity_face_matches: ByGuest;
  identity_liveness_sessions: ByGuest & { id: string };
};

type Tables = GuestCheckTables & { identity_reviews: { reservation_id: string } };

/**
 * What a guest's checks (and the browsers let see their data) leave, by the guest's key; and
 * the liveness checks, taken out apart: their ids name files.
 */
const GUEST_CHECKS = [
  'cpf_checks',
  'guest_form_devices',
  'identity_document_readings',
  'identity_face_matches',
] as const;

/**
 * One guest's check rows, in the caller's transaction: a kept companion's when their time
 * comes (below), a companion's own deletion once the stay is over (personal-data-requests),
 * with the rest of their rows. The ids of the liveness checks taken out, whose frames are files.
 */
export const removeGuestChecks = async <DB extends GuestCheckTables>(
  transaction: Transaction<DB>,
  reservationId: string,
  guest: string,
): Promise<string[]> => {
  // Kysely's types hold to their exact tables: a transaction over more of them is this one too.
  const trx = transaction as unknown as Transaction<GuestCheckTables>;
  for (const table of GUEST_CHECKS)
    await trx
      .deleteFrom(table)
      .where('reservation_id', '=', reservationId)
      .where('guest', '=', guest)
      .execute();
  const sessions = await trx
    .deleteFrom('identity_liveness_sessions')
    .where('reservation_id', '=', reservationId)
    .where('guest', '=', guest)
    .returning('id')
    .execute();
  return sessions.map((row) => row.id);
};

/**
 * The results of a stay's identity checks (issue 32): the CPF check (status, the register's
 * answers and a keyed hash of the CPF, name and birth date), the face match (verdict, reason,
 * which documents), the liveness checks, the document readings, and the stay's "needs review"
 * flag. The review page says they go with the guest's personal data; these rows are that. So
 * do the browsers a guest let see her data (hashed ids): there is nothing left to see.
 */
@Injectable()
export class GuestCheckRowsRepository extends TablesRepository<Tables> {
  /**
   * Every guest's check rows but those of `kept` (the adult companions a holder's deletion
   * keeps, whose own data it is), and the stay's review flag: its data is gone.
   */
  async removeOfReservation(reservationId: string, kept: readonly string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const table of [...GUEST_CHECKS, 'identity_liveness_sessions'] as const) {
        let rows = trx.deleteFrom(table).where('reservation_id', '=', reservationId);
        if (kept.length > 0) rows = rows.where('guest', 'not in', kept);
        await rows.execute();
      }
      await trx
        .deleteFrom('identity_reviews')
        .where('reservation_id', '=', reservationId)
        .execute();
    });
  }

  /** One guest's check rows (a kept companion's, when their own time comes). */
  async removeOfGuest(reservationId: string, guest: string): Promise<void> {
    await this.db.transaction().execute((trx) => removeGuestChecks(trx, reservationId, guest));
  }

  /**
   * The face matches of these guests: a verdict drawn from their faces goes with the biometric
   * data, at once (a holder's deletion before the stay's end).
   */
  async removeFaceMatches(reservationId: string, guests: readonly string[]): Promise<void> {
    if (guests.length === 0) return;
    await this.db
      .deleteFrom('identity_face_matches')
      .where('reservation_id', '=', reservationId)
      .where('guest', 'in', guests)
      .execute();
  }
}
