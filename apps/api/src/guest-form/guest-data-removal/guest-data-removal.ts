import { Inject, Injectable } from '@nestjs/common';
import { PersonalDataVault } from '@chegada/personal-data';
import { FILE_STORE, type FileStore } from '@chegada/storage';
import { GuestDocumentsRepository, GuestUploadsRepository } from '../uploads';
import { GuestDocumentIndexRepository } from '../import-previous-data';

/**
 * What removing a reservation's personal data leaves to do once its key is shredded: its
 * documents and any upload's chunks are unreadable already (sealed under that key), so this
 * frees the space and the rows, uploads in progress included, and takes its entries out of the
 * import index so it is never offered again. Views and
 * consents stay: they are access logs, holding no document. Every step may run again.
 */
@Injectable()
export class GuestDataRemoval {
  constructor(
    private readonly vault: PersonalDataVault,
    private readonly documents: GuestDocumentsRepository,
    private readonly uploads: GuestUploadsRepository,
    private readonly index: GuestDocumentIndexRepository,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  /** Shreds the key (again, if the command already did) and removes what it sealed. */
  async complete(reservationId: string): Promise<void> {
    await this.vault.shred(reservationId);
    await this.cleanUp(reservationId);
  }

  /** Index entries, document rows, uploads and files of a reservation whose key is shredded. */
  async cleanUp(reservationId: string): Promise<void> {
    await this.index.removeOfReservation(reservationId);
    await this.documents.removeOfReservation(reservationId);
    await this.uploads.removeOfReservation(reservationId);
    await this.store.removePrefix(`reservations/${reservationId}/`);
  }
}
