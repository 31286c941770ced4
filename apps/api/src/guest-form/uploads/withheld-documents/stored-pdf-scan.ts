import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { PersonalDataVault } from '@chegada/personal-data';
import { decryptStream, FILE_STORE, FileNotFound, type FileStore } from '@chegada/storage';
import { findUnsafePdfContent } from '../../../uploads';
import { StoredPdfsRepository, type StoredPdf } from './stored-pdfs.repository';

/** The scan's name in guest_document_scans: a later scan of other rules gets a new name. */
export const STORED_PDF_SCAN = 'active-pdf-content-2026-12';

const PAGE = 50;

export type ScanCounts = { scanned: number; withheld: number };

/**
 * Issue 28: PDFs stored before uploads were parsed are read once (decrypted with their
 * reservation's key, as the host's download reads them) and checked as an upload is now; one
 * with active content, encrypted or unreadable is withheld. Nothing else stored changes.
 */
@Injectable()
export class StoredPdfScan {
  private readonly logger = new Logger('StoredPdfScan');

  constructor(
    private readonly pdfs: StoredPdfsRepository,
    private readonly vault: PersonalDataVault,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  hasRun(): Promise<boolean> {
    return this.pdfs.hasRun(STORED_PDF_SCAN);
  }

  /** Scans every stored PDF not yet withheld, then records that the scan ran. */
  async run(now: () => Date = () => new Date()): Promise<ScanCounts> {
    const counts: ScanCounts = { scanned: 0, withheld: 0 };
    let afterId: string | null = null;
    for (;;) {
      const page = await this.pdfs.pdfsAfter(afterId, PAGE);
      for (const pdf of page) {
        const finding = await this.check(pdf);
        counts.scanned += 1;
        if (finding) {
          await this.pdfs.withhold(pdf.id, finding, now());
          counts.withheld += 1;
        }
      }
      const last = page.at(-1);
      if (!last) break;
      afterId = last.id;
    }
    await this.pdfs.recordRun(STORED_PDF_SCAN, counts);
    this.logger.log(`Stored PDFs scanned: ${counts.scanned}, withheld: ${counts.withheld}`);
    return counts;
  }

  /** What makes the PDF unsafe; null when safe or gone (its key shredded, its file removed). */
  private async check(pdf: StoredPdf) {
    const key = await this.vault.keyOf(pdf.reservationId);
    if (!key) return null;
    try {
      const stored = await this.store.read(pdf.storageKey);
      const bytes = await buffer(pipeline(stored, decryptStream(key), () => undefined));
      return (await findUnsafePdfContent(bytes))?.kind ?? null;
    } catch (error) {
      if (error instanceof FileNotFound) return null;
      throw error;
    }
  }
}
