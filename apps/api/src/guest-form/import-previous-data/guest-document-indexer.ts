import { Injectable, Logger } from '@nestjs/common';
import type { ImportDocType } from '@chegada/contracts';
import type { ExistingReservation } from '@chegada/domain';
import { type GuestFormFields } from '../form-rules';
import {
  GuestDocumentIndexRepository,
  type IndexedDocument,
} from './guest-document-index.repository';
import { ImportSecrets } from './import-secrets';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const docTypes: readonly ImportDocType[] = ['cpf', 'passport'];

/**
 * Keeps guest_document_index in step with a reservation's form: after each save, the
 * documents of the main guest and of every additional guest (by key) are what the index holds.
 */
@Injectable()
export class GuestDocumentIndexer {
  private readonly logger = new Logger(GuestDocumentIndexer.name);

  constructor(
    private readonly index: GuestDocumentIndexRepository,
    private readonly secrets: ImportSecrets,
  ) {}

  /** Never fails the save that called it: a missing entry only means no import offer. */
  async indexForm(reservation: ExistingReservation, form: GuestFormFields): Promise<void> {
    try {
      await this.index.replaceOfReservation(
        reservation.accountId,
        reservation.reservationId,
        this.documentsOf(form),
      );
    } catch (error) {
      this.logger.warn(
        { err: error, reservationId: reservation.reservationId },
        'The guest document index was not updated',
      );
    }
  }

  private documentsOf(form: GuestFormFields): IndexedDocument[] {
    const additional = Array.isArray(form.additionalGuests) ? form.additionalGuests : [];
    const guests: [string, Record<string, unknown>][] = [
      ['main', form],
      ...additional
        .filter(isRecord)
        .filter((guest) => typeof guest.key === 'string')
        .map((guest): [string, Record<string, unknown>] => [guest.key as string, guest]),
    ];
    return guests.flatMap(([guest, fields]) =>
      docTypes
        .filter((docType) => typeof fields[docType] === 'string' && fields[docType] !== '')
        .map((docType) => ({
          guest,
          docHash: this.secrets.documentHash(docType, fields[docType] as string),
        })),
    );
  }
}
