import { Injectable } from '@nestjs/common';
import { type GuestCheckTables, removeGuestChecks } from '../../guest-form';
import { TablesRepository } from '../../infrastructure';

type ByGuest = { reservation_id: string; guest: string };

type Tables = GuestCheckTables & {
  guest_documents: ByGuest & { kind: string; storage_key: string };
  guest_uploads: ByGuest;
  guest_document_index: ByGuest;
  identity_liveness_sessions: ByGuest & { id: string; descriptor: string | null; frames: number };
  personal_data_requests: ByGuest & { email: unknown };
};

/** What an erasure leaves to take out of the file store: files, and liveness frames by session. */
export type CompanionFiles = { storageKeys: string[]; livenessSessions: string[] };

/**
 * One companion's rows, by their guest key (issue 32): the biometric ones (selfies, face
 * matches, liveness sessions' descriptors) for a deletion asked before the stay's end, and
 * every row once it is over: documents, uploads, the import index, devices, the CPF check and
 * the identity checks. The consents stay: they are access logs and hold no data of theirs.
 */
@Injectable()
export class CompanionRowsRepository extends TablesRepository<Tables> {
  async removeBiometric(reservationId: string, guest: string): Promise<CompanionFiles> {
    return this.db.transaction().execute(async (trx) => {
      const selfies = await trx
        .deleteFrom('guest_documents')
        .where('reservation_id', '=', reservationId)
        .where('guest', '=', guest)
        .where('kind', '=', 'doc_selfie')
        .returning('storage_key')
        .execute();
      // The face match's verdict was drawn from her face: it goes with it, as the holder's.
      await trx
        .deleteFrom('identity_face_matches')
        .where('reservation_id', '=', reservationId)
        .where('guest', '=', guest)
        .execute();
      const sessions = await trx
        .updateTable('identity_liveness_sessions')
        .set({ descriptor: null, frames: 0 })
        .where('reservation_id', '=', reservationId)
        .where('guest', '=', guest)
        .returning('id')
        .execute();
      return {
        storageKeys: selfies.map((row) => row.storage_key),
        livenessSessions: sessions.map((row) => row.id),
      };
    });
  }

  /** The liveness checks of these guests that hold frames (a holder's deletion keeps them). */
  livenessOf(reservationId: string, guests: readonly string[]) {
    if (guests.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('identity_liveness_sessions')
      .select(['id', 'frames'])
      .where('reservation_id', '=', reservationId)
      .where('guest', 'in', guests)
      .where('frames', '>', 0)
      .execute();
  }

  async removeAll(reservationId: string, guest: string): Promise<CompanionFiles> {
    return this.db.transaction().execute(async (trx) => {
      const files = await trx
        .deleteFrom('guest_documents')
        .where('reservation_id', '=', reservationId)
        .where('guest', '=', guest)
        .returning('storage_key')
        .execute();
      // The address they asked from: their requests stay recorded, without it.
      await trx
        .updateTable('personal_data_requests')
        .set({ email: null })
        .where('reservation_id', '=', reservationId)
        .where('guest', '=', guest)
        .execute();
      for (const table of ['guest_uploads', 'guest_document_index'] as const)
        await trx
          .deleteFrom(table)
          .where('reservation_id', '=', reservationId)
          .where('guest', '=', guest)
          .execute();
      // Their checks and devices, as a kept companion's go when their time comes.
      const livenessSessions = await removeGuestChecks(trx, reservationId, guest);
      return { storageKeys: files.map((row) => row.storage_key), livenessSessions };
    });
  }
}
