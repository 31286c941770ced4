import { Injectable } from '@nestjs/common';
import type { DocumentReadingAnswer } from '@chegada/contracts';
import { PersonalDataVault, REMOVED } from '@chegada/personal-data';
import { AppError } from '../../common';
import {
  seesInFull,
  type DeviceAccess,
  type GuestDocument,
  type GuestLinkRequest,
} from '../../guest-form';
import { BiometricConsent } from '../biometric-consent';
import { StoredDocuments } from '../stored-documents';
import { IdentityReviews } from '../host-review/identity-reviews';
import { CpfTextReader } from './cpf-text-reader';
import { isCpfReading, type CpfReading } from './cpf-text';
import { DocumentReadingsRepository } from './document-readings.repository';
import type { MrzDocument } from './mrz-document';
import { MrzReader } from './mrz-reader';

// The new CIN carries its MRZ on the back; a passport on its photo page (sent as the front).
const MRZ_SIDES = ['doc_back', 'doc_front'] as const;
// An RG or a CNH prints its CPF on either side: the front first.
const TEXT_SIDES = ['doc_front', 'doc_back'] as const;

type Side = (typeof MRZ_SIDES)[number];

/**
 * Reads the guest's own document photos for the guest to confirm and the host to review: the
 * MRZ of a passport or CIN, else the CPF printed on an RG or a CNH.
 */
@Injectable()
export class DocumentReading {
  constructor(
    private readonly documents: StoredDocuments,
    private readonly consent: BiometricConsent,
    private readonly mrz: MrzReader,
    private readonly text: CpfTextReader,
    private readonly readings: DocumentReadingsRepository,
    private readonly vault: PersonalDataVault,
    private readonly reviews: IdentityReviews,
  ) {}

  /** The first side with a readable MRZ; without one, the first side printing a valid CPF. */
  async readOwnDocument(request: GuestLinkRequest): Promise<DocumentReadingAnswer> {
    const { reservationId, guest, target } = request;
    if (!(await this.consent.allows(reservationId, target.state.form, guest)))
      throw new AppError('BIOMETRIC_CONSENT_REQUIRED');
    const files = await this.documents.ofReservation(reservationId);
    const photoOf = async (side: Side) => {
      const file = files.find((each) => each.guest === guest && each.kind === side);
      const bytes = file?.mime.startsWith('image/') && (await this.documents.bytesOf(file));
      return file && bytes ? { file, bytes } : null;
    };
    const today = new Date().toISOString().slice(0, 10);
    for (const side of MRZ_SIDES) {
      const photo = await photoOf(side);
      const document = photo && (await this.mrz.read(photo.bytes, today));
      if (photo && document) {
        await this.kept(request, photo.file, document);
        return { document, cpf: null };
      }
    }
    for (const side of TEXT_SIDES) {
      const photo = await photoOf(side);
      const cpf = photo && (await this.text.read(photo.bytes));
      if (photo && cpf) {
        await this.kept(request, photo.file, { source: 'text', cpf } satisfies CpfReading);
        return { document: null, cpf };
      }
    }
    return { document: null, cpf: null };
  }

  /**
   * The guest's last reading, for a page opened again to offer it: only while the photo it was
   * read from is still the one kept, and only to a browser that sees the guest's data in full.
   */
  async keptOwnReading(
    { reservationId, guest }: GuestLinkRequest,
    access: DeviceAccess,
  ): Promise<DocumentReadingAnswer> {
    if (!seesInFull(access, guest)) return { document: null, cpf: null };
    const [readings, files] = await Promise.all([
      this.readings.ofReservation(reservationId),
      this.documents.ofReservation(reservationId),
    ]);
    const kept = readings.find(
      (each) =>
        each.guest === guest &&
        files.some((file) => file.id === each.documentId && file.guest === guest),
    );
    const read =
      kept && (await this.vault.open<MrzDocument | CpfReading>(reservationId, kept.reading));
    if (!read || read === REMOVED) return { document: null, cpf: null };
    return isCpfReading(read) ? { document: null, cpf: read.cpf } : { document: read, cpf: null };
  }

  /** Kept sealed for the host, who compares it with what the guest typed. */
  private async kept(
    { reservationId, guest }: GuestLinkRequest,
    file: GuestDocument,
    read: MrzDocument | CpfReading,
  ): Promise<void> {
    const reading = await this.vault.seal(reservationId, read);
    await this.readings.record({ reservationId, guest, documentId: file.id, reading });
    await this.reviews.refresh(reservationId);
  }
}
