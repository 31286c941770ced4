import { Injectable } from '@nestjs/common';
import type { DocumentReadingAnswer } from '@chegada/contracts';
import { PersonalDataVault } from '@chegada/personal-data';
import { AppError } from '../../common';
import type { GuestDocument, GuestLinkRequest } from '../../guest-form';
import { BiometricConsent } from '../biometric-consent';
import { StoredDocuments } from '../stored-documents';
import { IdentityReviews } from '../host-review/identity-reviews';
import { CpfTextReader } from './cpf-text-reader';
import type { CpfReading } from './cpf-text';
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
