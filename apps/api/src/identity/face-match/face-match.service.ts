import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { biometricSubjectOf, PersonalDataVault } from '@chegada/personal-data';
import type { GuestDocument } from '../../guest-form';
import { ReservationStreamReader } from '../../reservation-stream';
import { guestFormView } from '../../reservations';
import { BiometricConsent } from '../biometric-consent';
import { IdentityReviews } from '../host-review/identity-reviews';
import { StoredDocuments } from '../stored-documents';
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
    private readonly documents: StoredDocuments,
    private readonly consent: BiometricConsent,
    private readonly reader: ReservationStreamReader,
    private readonly vault: PersonalDataVault,
    private readonly reviews: IdentityReviews,
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
      this.documents.ofReservation(reservationId),
      this.consent.acceptedBy(reservationId),
      this.matches.ofReservation(reservationId),
    ]);
    for (const subject of matchSubjectsOf(state.form, checkIn)) {
      if ((guest !== undefined && subject.guest !== guest) || 'skipped' in subject) continue;
      if (!consented.has(subject.consentFrom)) continue;
      const own = files.filter((file) => file.guest === subject.guest);
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
    // Also on a submission that changed no picture: the typed fields may have changed.
    await this.reviews.refresh(reservationId);
  }

  private async compare(
    reservationId: string,
    guest: string,
    selfie: GuestDocument,
    document: GuestDocument | undefined,
  ): Promise<void> {
    const selfieBytes = await this.documents.bytesOf(selfie);
    const documentBytes = document && (await this.documents.bytesOf(document));
    // The reservation's data was removed meanwhile: nothing left to compare.
    if (!selfieBytes || documentBytes === null) return;
    const photos =
      document && documentBytes
        ? await documentPhotos({ mime: document.mime, bytes: documentBytes })
        : [];
    const [selfieFaces = [], ...documentFaces] = await this.engine.read([selfieBytes, ...photos]);
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
