import { Injectable } from '@nestjs/common';
import type { Generated } from 'kysely';
import { TablesRepository } from '../../infrastructure';

type IndexTables = {
  guest_document_index: {
    account_id: string;
    doc_hash: string;
    reservation_id: string;
    guest: string;
    created_at: Generated<Date>;
  };
};

/** One document given in a reservation: 'main' or an additional guest's key. */
export type IndexedDocument = { docHash: string; guest: string };

export type IndexedStay = { reservationId: string; guest: string; createdAt: Date };

/** The keyed document index of guest_document_index (the hashes come from DocumentHasher). */
@Injectable()
export class GuestDocumentIndexRepository extends TablesRepository<IndexTables> {
  /** The reservation's entries become exactly `documents` (a changed document drops the old). */
  async replaceOfReservation(
    accountId: string,
    reservationId: string,
    documents: readonly IndexedDocument[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('guest_document_index')
        .where('reservation_id', '=', reservationId)
        .execute();
      if (documents.length === 0) return;
      await trx
        .insertInto('guest_document_index')
        .values(
          documents.map((document) => ({
            account_id: accountId,
            doc_hash: document.docHash,
            reservation_id: reservationId,
            guest: document.guest,
          })),
        )
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    });
  }

  /** The account's stays where the document was given, newest first. */
  findStays(accountId: string, docHash: string, limit: number): Promise<IndexedStay[]> {
    return this.db
      .selectFrom('guest_document_index')
      .select(['reservation_id as reservationId', 'guest', 'created_at as createdAt'])
      .where('account_id', '=', accountId)
      .where('doc_hash', '=', docHash)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }

  async removeOfReservation(reservationId: string): Promise<void> {
    await this.db
      .deleteFrom('guest_document_index')
      .where('reservation_id', '=', reservationId)
      .execute();
  }
}
