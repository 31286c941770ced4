import { randomUUID } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import {
  companionEntrySubjectsOf,
  companionSubjectsOf,
  guestSubjectOf,
  PersonalDataVault,
} from '@chegada/personal-data';
import { decryptStream, encryptStream, FILE_STORE, type FileStore } from '@chegada/storage';
import { type KeptCompanion, KeptCompanionsRepository } from '../../reservation-stream';
import { GuestDocumentsRepository, GuestUploadsRepository } from '../uploads';
import { GuestDocumentIndexRepository } from '../import-previous-data';
import { GuestCheckRowsRepository } from './guest-check-rows.repository';

/** Where a kept companion's files rest: outside the reservation's prefix, which a removal empties. */
/**
 * A kept companion's folder. Guest keys may start with "_" or "-", which no store segment may:
 * the "g" before the key keeps every segment a valid one.
 */
const companionFilesOf = (reservationId: string, guestKey: string): string =>
  `companions/${reservationId}/g${guestKey}/`;

/**
 * What removing a reservation's personal data leaves to do once its key is shredded: its
 * documents and any upload's chunks are unreadable already (sealed under that key), so this
 * frees the space and the rows, uploads in progress included, and takes its entries out of the
 * import index so it is never offered again, and the results of the identity checks go with
 * the data they checked (but an adult companion's a holder's deletion keeps). Views and
 * consents stay: they are access logs, holding no document. Every step may run again.
 */
@Injectable()
export class GuestDataRemoval {
  constructor(
    private readonly vault: PersonalDataVault,
    private readonly documents: GuestDocumentsRepository,
    private readonly uploads: GuestUploadsRepository,
    private readonly index: GuestDocumentIndexRepository,
    private readonly companions: KeptCompanionsRepository,
    private readonly checks: GuestCheckRowsRepository,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  /** Shreds the key (again, if the command already did) and removes what it sealed. */
  async complete(reservationId: string): Promise<void> {
    await this.vault.shred(reservationId);
    await this.vault.shredAll(companionSubjectsOf(reservationId));
    await this.cleanUp(reservationId);
  }

  /** Index entries, document rows, uploads and files of a reservation whose key is shredded. */
  async cleanUp(reservationId: string): Promise<void> {
    await this.index.removeOfReservation(reservationId);
    await this.documents.removeOfReservation(reservationId);
    await this.uploads.removeOfReservation(reservationId);
    await this.checks.removeOfReservation(
      reservationId,
      await this.companions.keysOf(reservationId),
    );
    await this.store.removePrefix(`reservations/${reservationId}/`);
  }

  /** The face matches of these guests, with their biometric data (a holder's deletion). */
  async removeFaceMatches(reservationId: string, guests: readonly string[]): Promise<void> {
    await this.checks.removeFaceMatches(reservationId, guests);
  }

  /**
   * Before the reservation's key is shredded for the holder's deletion (issue 32): each adult
   * companion's entry of the form, and their files, sealed again under the companion's own key,
   * so what is theirs outlives the holder's data until `keepUntil` or their own request.
   */
  async keepCompanions(
    reservation: { reservationId: string; accountId: string },
    companions: readonly KeptCompanion[],
    keepUntil: Date,
  ): Promise<void> {
    const { reservationId, accountId } = reservation;
    if (companions.length === 0) return;
    const key = await this.vault.keyOf(reservationId);
    if (!key) return;
    await this.companions.keep(reservationId, accountId, companions, keepUntil);
    const owners = new Set(companions.map((companion) => companion.guestKey));
    const files = (await this.documents.listOfReservation(reservationId)).filter(
      (file) => owners.has(file.guest) && file.sealedUnder === null,
    );
    for (const file of files) {
      const subject = guestSubjectOf(reservationId, file.guest);
      const storageKey = `${companionFilesOf(reservationId, file.guest)}${randomUUID()}`;
      const encrypted: Readable = pipeline(
        await this.store.read(file.storageKey),
        decryptStream(key),
        encryptStream(await this.vault.createKey(subject)),
        () => undefined,
      );
      await this.store.write(storageKey, encrypted);
      await this.documents.resealed(file.id, storageKey, subject);
    }
  }

  /**
   * The kept companions' keys shredded and their rows and files removed: the retention period
   * (or the cancelled account's) ended. Every step may run again.
   */
  async forgetCompanions(reservationId: string): Promise<void> {
    for (const guestKey of await this.companions.keysOf(reservationId))
      await this.forgetCompanion(reservationId, guestKey);
  }

  /**
   * An adult companion's part of the reservation's events unreadable for good (their own
   * deletion): `contact` alone while the stay still needs who they are, else all of it.
   */
  async shredCompanionEntry(
    reservationId: string,
    guestKey: string,
    only?: 'contact',
  ): Promise<void> {
    const subjects = companionEntrySubjectsOf(reservationId, guestKey);
    await this.vault.shred(subjects.contact);
    if (only !== 'contact') await this.vault.shred(subjects.rest);
  }

  /** One kept companion's key shredded, their row and files removed (their own deletion). */
  async forgetCompanion(reservationId: string, guestKey: string): Promise<void> {
    const subject = guestSubjectOf(reservationId, guestKey);
    await this.vault.shred(subject);
    await this.shredCompanionEntry(reservationId, guestKey);
    await this.documents.removeOfReservation(reservationId, subject);
    await this.checks.removeOfGuest(reservationId, guestKey);
    await this.store.removePrefix(companionFilesOf(reservationId, guestKey));
    await this.companions.forget(reservationId, guestKey);
  }
}
