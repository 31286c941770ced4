import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { biometricSubjectOf, PersonalDataVault } from '@chegada/personal-data';
import { decryptStream, FILE_STORE, type FileStore } from '@chegada/storage';
import { GuestDocumentsRepository, type GuestDocument } from '../../guest-form';
import { ReservationStreamReader } from '../../reservation-stream';
import { guestFormView } from '../../reservations';
import { BiometricConsent } from '../biometric-consent';
import { FaceEngine, faceSimilarity, type FaceReading, type ImageFaces } from '../face-engine';
import { documentPhotos } from './document-photos';
import { FaceMatchesRepository } from './face-matches.repository';
import { faceVerdict, matchSubjectsOf, type NoComparison } from './face-verdict';

const firstFace = (faces: readonly ImageFaces[]): FaceReading | undefined =>
  faces.flatMap((image) => (Array.isArray(image) ? image.slice(0, 1) : []))[0];

/**
 * The selfie of each guest of a submitted form against the photo on their document: a
 * similarity and a verdict recorded for the host. No model sees a guest's image before the
 * image (biometric) terms were accepted by that guest, or by the main guest for a minor.
 */
@Injectable()
export class FaceMatch {
  constructor(
    private readonly engine: FaceEngine,
    private readonly matches: FaceMatchesRepository,
    private readonly documents: GuestDocumentsRepository,
    private readonly consent: BiometricConsent,
    private readonly reader: ReservationStreamReader,
    private readonly vault: PersonalDataVault,
    @Inject(FILE_STORE) private readonly store: FileStore,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** Compares each guest (or only `guest`) whose selfie or document changed since last time. */
  async matchReservation(reservationId: string, guest?: string): Promise<void> {
    const { state } = await this.reader.loadForLink(reservationId, guestFormView);
    const checkIn =
      typeof state.form.checkInDate === 'string'
        ? state.form.checkInDate
        : new Date().toISOString().slice(0, 10);
    const [files, consented, done] = await Promise.all([
      this.documents.listOfReservation(reservationId),
      this.consent.acceptedBy(reservationId),
      this.matches.ofReservation(reservationId),
    ]);
    for (const subject of matchSubjectsOf(state.form, checkIn)) {
      if ((guest !== undefined && subject.guest !== guest) || 'skipped' in subject) continue;
      if (!consented.has(subject.consentFrom)) continue;
      const own = files.filter((file) => file.guest === subject.guest && !file.withheldAt);
      const selfie = own.find((file) => file.kind === 'doc_selfie');
      const document =
        own.find((file) => file.kind === 'doc_front') ??
        own.find((file) => file.kind === 'doc_digital');
      if (!selfie) continue;
      const previous = done.find((match) => match.guest === subject.guest);
      const unchanged =
        previous?.selfieDocumentId === selfie.id && previous.documentId === (document?.id ?? null);
      if (!unchanged) await this.compare(reservationId, subject.guest, selfie, document);
    }
  }

  private async compare(
    reservationId: string,
    guest: string,
    selfie: GuestDocument,
    document: GuestDocument | undefined,
  ): Promise<void> {
    const key = await this.vault.keyOf(reservationId);
    if (!key) return;
    const read = async (file: GuestDocument) =>
      buffer(pipeline(await this.store.read(file.storageKey), decryptStream(key), () => {}));
    const photos = document
      ? await documentPhotos({ mime: document.mime, bytes: await read(document) })
      : [];
    const [selfieFaces = [], ...documentFaces] = await this.engine.read([
      await read(selfie),
      ...photos,
    ]);
    const own = firstFace([selfieFaces]);
    const theirs = firstFace(documentFaces);
    const reason: NoComparison | null = !own
      ? 'no-face-in-selfie'
      : photos.length === 0
        ? 'no-document-photo'
        : !theirs
          ? 'no-face-in-document'
          : null;
    const similarity = own && theirs ? faceSimilarity(own.descriptor, theirs.descriptor) : null;
    const descriptors = own
      ? await this.vault.seal(biometricSubjectOf(reservationId), {
          selfie: own.descriptor,
          document: theirs?.descriptor ?? null,
        })
      : null;
    await this.matches.record({
      reservationId,
      guest,
      verdict: faceVerdict(similarity, {
        match: this.config.FACE_MATCH_THRESHOLD,
        review: this.config.FACE_REVIEW_THRESHOLD,
      }),
      similarity,
      reason,
      selfieDocumentId: selfie.id,
      documentId: document?.id ?? null,
      descriptors,
    });
  }
}
