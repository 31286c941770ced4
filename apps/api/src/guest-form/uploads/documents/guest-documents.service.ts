import { pipeline, type Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import type { GuestDocumentLink, ReservationDocuments } from '@chegada/contracts';
import { PersonalDataVault } from '@chegada/personal-data';
import { decryptStream, FILE_STORE, FileNotFound, type FileStore } from '@chegada/storage';
import { AppError } from '../../../common';
import { ReservationStreamReader } from '../../../reservation-stream';
import { noDetails } from '../../../reservations';
import { fileSubjectOf, type GuestDocumentKind } from '../guest-document';
import { GuestDocumentsRepository } from '../guest-documents.repository';
import { DocumentUrls, type DocumentGrant } from './document-urls';

export type { GuestDocumentLink, ReservationDocuments };

export type OpenedDocument = { mime: string; kind: GuestDocumentKind; content: Readable };

// The host's checks need only the account; nothing else is folded.
const accountOnly = { initialState: noDetails, evolve: noDetails };

/** The host's view of a reservation's documents: signed links, and each opening recorded. */
@Injectable()
export class GuestDocumentsService {
  constructor(
    private readonly documents: GuestDocumentsRepository,
    private readonly reservations: ReservationStreamReader,
    private readonly urls: DocumentUrls,
    private readonly vault: PersonalDataVault,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  async linksFor(
    host: { id: string; accountId: string },
    reservationId: string,
  ): Promise<ReservationDocuments> {
    // Another account's reservation: 404, as an unknown id.
    await this.reservations.load(reservationId, host.accountId, accountOnly);
    const [documents, views, consents] = await Promise.all([
      this.documents.listOfReservation(reservationId),
      this.documents.viewsOfReservation(reservationId),
      this.documents.consentsOfReservation(reservationId),
    ]);
    const items = documents.map((document) => ({
      id: document.id,
      guest: document.guest,
      kind: document.kind,
      mime: document.mime,
      bytes: document.bytes,
      uploadedAt: document.uploadedAt.toISOString(),
      ...this.urls.sign(document.id, host.id),
      withheld: document.withheldAt !== null,
      views: views
        .filter((view) => view.documentId === document.id)
        .map((view) => ({ viewerName: view.viewerName, viewedAt: view.viewedAt.toISOString() })),
    }));
    return {
      items,
      consents: consents.map(({ acceptedBy, ...consent }) => ({
        ...consent,
        ...(acceptedBy ? { acceptedBy } : {}),
        acceptedAt: consent.acceptedAt.toISOString(),
      })),
    };
  }

  /**
   * The decrypted bytes for a valid grant; the view is recorded before anything is sent. A
   * HEAD (`headersOnly`) reads no content, so nobody viewed anything.
   */
  async open(
    grant: DocumentGrant,
    { headersOnly = false, ...request }: { ip?: string; userAgent?: string; headersOnly?: boolean },
  ): Promise<OpenedDocument> {
    const document = await this.documents.findById(grant.documentId);
    const key = document && (await this.vault.keyOf(fileSubjectOf(document)));
    if (!document || !key) throw new AppError('NOT_FOUND');
    // Kept for the record, never handed out: its bytes may run something in a viewer.
    if (document.withheldAt) throw new AppError('DOCUMENT_WITHHELD');
    if (!headersOnly) await this.documents.recordView(document, { id: grant.viewerId, ...request });
    try {
      const stored = await this.store.read(document.storageKey);
      // pipeline, not pipe: a read error of the store reaches the response and aborts it.
      const content = pipeline(stored, decryptStream(key), () => undefined);
      return { mime: document.mime, kind: document.kind, content };
    } catch (error) {
      if (error instanceof FileNotFound) throw new AppError('NOT_FOUND');
      throw error;
    }
  }
}
