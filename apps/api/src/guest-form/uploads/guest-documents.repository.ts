import { Injectable } from '@nestjs/common';
import type { Generated, Transaction } from 'kysely';
import { TablesRepository } from '../../infrastructure';
import type {
  DocumentView,
  GuestConsent,
  GuestDocument,
  GuestDocumentKind,
  NewGuestConsent,
  NewGuestDocument,
} from './guest-document';

type DocumentTables = {
  guest_documents: {
    id: Generated<string>;
    reservation_id: string;
    account_id: string;
    guest: string;
    kind: GuestDocumentKind;
    storage_key: string;
    mime: string;
    bytes: number;
    sha256: string;
    uploaded_at: Generated<Date>;
    withheld_at: Date | null;
    sealed_under: string | null;
  };
  guest_document_views: {
    document_id: string;
    reservation_id: string;
    account_id: string;
    kind: string;
    viewer_id: string;
    ip: string | null;
    user_agent: string | null;
    viewed_at: Generated<Date>;
  };
  guest_consents: {
    reservation_id: string;
    guest: string;
    kind: 'terms' | 'biometric';
    terms_version: string;
    accepted_by: 'main' | null;
    ip: string | null;
    user_agent: string | null;
    accepted_at: Generated<Date>;
  };
  users: { id: string; name: string };
};

export type DocumentsTransaction = Transaction<DocumentTables>;

const columns = [
  'id',
  'reservation_id as reservationId',
  'account_id as accountId',
  'guest',
  'kind',
  'storage_key as storageKey',
  'mime',
  'bytes',
  'sha256',
  'uploaded_at as uploadedAt',
  'withheld_at as withheldAt',
  'sealed_under as sealedUnder',
] as const;

/** Guest documents (metadata; the encrypted bytes are in the file store), views and consents. */
@Injectable()
export class GuestDocumentsRepository extends TablesRepository<DocumentTables> {
  listOfReservation(reservationId: string): Promise<GuestDocument[]> {
    return this.db
      .selectFrom('guest_documents')
      .select(columns)
      .where('reservation_id', '=', reservationId)
      .orderBy('guest')
      .orderBy('kind')
      .execute();
  }

  /** Every opening of the reservation's documents, the latest first, with the viewer's name. */
  viewsOfReservation(reservationId: string): Promise<DocumentView[]> {
    return this.db
      .selectFrom('guest_document_views as v')
      .leftJoin('users as u', 'u.id', 'v.viewer_id')
      .select(['v.document_id as documentId', 'u.name as viewerName', 'v.viewed_at as viewedAt'])
      .where('v.reservation_id', '=', reservationId)
      .orderBy('v.viewed_at', 'desc')
      .execute();
  }

  consentsOfReservation(reservationId: string): Promise<GuestConsent[]> {
    return this.db
      .selectFrom('guest_consents')
      .select([
        'guest',
        'kind',
        'terms_version as termsVersion',
        'accepted_by as acceptedBy',
        'accepted_at as acceptedAt',
      ])
      .where('reservation_id', '=', reservationId)
      .orderBy('accepted_at')
      .execute();
  }

  /** Only behind a signed grant, which names the document and the host who asked for it. */
  findById(documentId: string): Promise<GuestDocument | undefined> {
    return this.db
      .selectFrom('guest_documents')
      .select(columns)
      .where('id', '=', documentId)
      .executeTakeFirst();
  }

  /**
   * Runs `work` with the new documents recorded (each replacing the guest's file of that
   * kind) inside a transaction committed only when `work` succeeds; answers the storage keys
   * the new files replaced, to delete once committed.
   */
  async replacing(
    documents: readonly NewGuestDocument[],
    work: () => Promise<void>,
  ): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const replaced: string[] = [];
      for (const document of documents) {
        const previous = await trx
          .deleteFrom('guest_documents')
          .where('reservation_id', '=', document.reservationId)
          .where('guest', '=', document.guest)
          .where('kind', '=', document.kind)
          .returning('storage_key')
          .executeTakeFirst();
        if (previous) replaced.push(previous.storage_key);
        await trx
          .insertInto('guest_documents')
          .values({
            reservation_id: document.reservationId,
            account_id: document.accountId,
            guest: document.guest,
            kind: document.kind,
            storage_key: document.storageKey,
            mime: document.mime,
            bytes: document.bytes,
            sha256: document.sha256,
          })
          .execute();
      }
      await work();
      return replaced;
    });
  }

  /**
   * Forgets a reservation's files of one kind (a guest's deletion takes the selfies at once),
   * of `guests` only when given; answers their storage keys, whose bytes the caller removes.
   */
  async removeKind(
    reservationId: string,
    kind: GuestDocumentKind,
    guests?: readonly string[],
  ): Promise<string[]> {
    let query = this.db
      .deleteFrom('guest_documents')
      .where('reservation_id', '=', reservationId)
      .where('kind', '=', kind);
    if (guests) query = query.where('guest', 'in', guests.length ? [...guests] : ['']);
    const removed = await query.returning('storage_key').execute();
    return removed.map((row) => row.storage_key);
  }

  /**
   * Forgets a reservation's files sealed under its key (their bytes are removed from the store
   * by the caller); `sealedUnder`: those sealed under that subject's key instead.
   */
  async removeOfReservation(reservationId: string, sealedUnder?: string): Promise<void> {
    await this.db
      .deleteFrom('guest_documents')
      .where('reservation_id', '=', reservationId)
      .where('sealed_under', sealedUnder ? '=' : 'is', sealedUnder ?? null)
      .execute();
  }

  /** A file encrypted again under `sealedUnder`'s key, at a new storage key. */
  async resealed(documentId: string, storageKey: string, sealedUnder: string): Promise<void> {
    await this.db
      .updateTable('guest_documents')
      .set({ storage_key: storageKey, sealed_under: sealedUnder })
      .where('id', '=', documentId)
      .execute();
  }

  async recordView(
    document: GuestDocument,
    viewer: { id: string; ip?: string; userAgent?: string },
  ): Promise<void> {
    await this.db
      .insertInto('guest_document_views')
      .values({
        document_id: document.id,
        reservation_id: document.reservationId,
        account_id: document.accountId,
        kind: document.kind,
        viewer_id: viewer.id,
        ...originColumns(viewer),
      })
      .execute();
  }

  async recordConsents(consents: readonly NewGuestConsent[]): Promise<void> {
    if (consents.length === 0) return;
    await this.db
      .insertInto('guest_consents')
      .values(
        consents.map((consent) => ({
          reservation_id: consent.reservationId,
          guest: consent.guest,
          kind: consent.kind,
          terms_version: consent.termsVersion,
          accepted_by: consent.acceptedBy ?? null,
          ...originColumns(consent),
        })),
      )
      .execute();
  }
}

/** Where a request came from, as the view and consent records keep it. */
const originColumns = (origin: { ip?: string; userAgent?: string }) => ({
  ip: origin.ip ?? null,
  user_agent: origin.userAgent ?? null,
});
