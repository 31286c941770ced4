import { randomUUID } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { PersonalDataVault } from '@chegada/personal-data';
import { decryptStream, encryptStream, FILE_STORE, type FileStore } from '@chegada/storage';
import { AppError } from '../../../common';
import {
  type GuestDocumentKind,
  GuestDocumentsRepository,
  type NewGuestDocument,
} from '../../uploads';

// Who the guest is; the deposit proof belongs to the earlier stay's payment.
const IMPORTED_KINDS: ReadonlySet<GuestDocumentKind> = new Set([
  'doc_front',
  'doc_back',
  'doc_digital',
  'doc_selfie',
]);

export type CopyRequest = {
  from: { reservationId: string; guest: string };
  to: { reservationId: string; accountId: string };
};

/**
 * Copies an earlier guest's documents into the current reservation as its main guest's: each
 * file decrypted with the earlier reservation's key and encrypted under the current one's, as
 * a stream, to a new storage key. Shredding either reservation never reaches the other's copy.
 */
@Injectable()
export class GuestDocumentCopier {
  constructor(
    private readonly documents: GuestDocumentsRepository,
    private readonly vault: PersonalDataVault,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  /** The copies, written but not yet recorded; on failure nothing copied stays stored. */
  async copy({ from, to }: CopyRequest): Promise<NewGuestDocument[]> {
    const [oldKey, newKey] = await Promise.all([
      this.vault.keyOf(from.reservationId),
      this.vault.createKey(to.reservationId),
    ]);
    if (!oldKey) throw new AppError('NOT_FOUND');
    const sources = (await this.documents.listOfReservation(from.reservationId)).filter(
      // A withheld document is never handed out, a copy of it included.
      (document) =>
        document.guest === from.guest &&
        IMPORTED_KINDS.has(document.kind) &&
        document.withheldAt === null,
    );
    const copies: NewGuestDocument[] = [];
    try {
      for (const source of sources) {
        const storageKey = `reservations/${to.reservationId}/${randomUUID()}`;
        const { kind, mime, bytes, sha256 } = source;
        copies.push({ ...to, guest: 'main', kind, storageKey, mime, bytes, sha256 });
        const encrypted: Readable = pipeline(
          await this.store.read(source.storageKey),
          decryptStream(oldKey),
          encryptStream(newKey),
          () => undefined,
        );
        await this.store.write(storageKey, encrypted);
      }
    } catch (error) {
      await this.discard(copies);
      throw error;
    }
    return copies;
  }

  async discard(copies: readonly { storageKey: string }[]): Promise<void> {
    await Promise.all(copies.map((copy) => this.store.remove(copy.storageKey)));
  }
}
