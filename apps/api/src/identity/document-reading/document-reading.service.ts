import { Injectable } from '@nestjs/common';
import { AppError } from '../../common';
import type { GuestLinkRequest } from '../../guest-form';
import { BiometricConsent } from '../biometric-consent';
import { StoredDocuments } from '../stored-documents';
import type { MrzDocument } from './mrz-document';
import { MrzReader } from './mrz-reader';

// The new CIN carries its MRZ on the back; a passport on its photo page (sent as the front).
const SIDES = ['doc_back', 'doc_front'] as const;

/** Reads the MRZ of the guest's own document photos, for the guest to confirm. */
@Injectable()
export class DocumentReading {
  constructor(
    private readonly documents: StoredDocuments,
    private readonly consent: BiometricConsent,
    private readonly mrz: MrzReader,
  ) {}

  /** The first side with a readable MRZ, or null (none sent, or none found). */
  async readOwnDocument({ reservationId, guest, target }: GuestLinkRequest): Promise<{
    document: MrzDocument | null;
  }> {
    if (!(await this.consent.allows(reservationId, target.state.form, guest)))
      throw new AppError('BIOMETRIC_CONSENT_REQUIRED');
    const files = await this.documents.ofReservation(reservationId);
    const today = new Date().toISOString().slice(0, 10);
    for (const side of SIDES) {
      const file = files.find((each) => each.guest === guest && each.kind === side);
      const bytes = file && file.mime.startsWith('image/') && (await this.documents.bytesOf(file));
      const document = bytes ? await this.mrz.read(bytes, today) : null;
      if (document) return { document };
    }
    return { document: null };
  }
}
