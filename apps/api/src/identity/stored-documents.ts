import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { PersonalDataVault } from '@chegada/personal-data';
import { decryptStream, FILE_STORE, type FileStore } from '@chegada/storage';
import { fileSubjectOf, GuestDocumentsRepository, type GuestDocument } from '../guest-form';

/** A guest's stored files, opened for the checks that read them (never handed out). */
@Injectable()
export class StoredDocuments {
  constructor(
    private readonly documents: GuestDocumentsRepository,
    private readonly vault: PersonalDataVault,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  /** The reservation's files still served (a withheld one is never read again). */
  async ofReservation(reservationId: string): Promise<GuestDocument[]> {
    const files = await this.documents.listOfReservation(reservationId);
    return files.filter((file) => !file.withheldAt);
  }

  /** The decrypted bytes; null once the reservation's data was removed. */
  async bytesOf(file: GuestDocument): Promise<Buffer | null> {
    const key = await this.vault.keyOf(fileSubjectOf(file));
    if (!key) return null;
    const stored = await this.store.read(file.storageKey);
    return buffer(pipeline(stored, decryptStream(key), () => undefined));
  }
}
