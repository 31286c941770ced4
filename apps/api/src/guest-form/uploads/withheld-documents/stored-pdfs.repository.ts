import { Injectable } from '@nestjs/common';
import type { Generated } from 'kysely';
import type { PdfFinding } from '../../../uploads';
import { TablesRepository } from '../../../infrastructure';

type ScanTables = {
  guest_documents: {
    id: string;
    reservation_id: string;
    storage_key: string;
    mime: string;
    withheld_at: Date | null;
    withheld_reason: PdfFinding['kind'] | null;
  };
  guest_document_scans: {
    name: string;
    scanned: number;
    withheld: number;
    finished_at: Generated<Date>;
  };
};

export type StoredPdf = { id: string; reservationId: string; storageKey: string };

/** The stored PDFs a one-off scan reads, the ones it withholds, and the record that it ran. */
@Injectable()
export class StoredPdfsRepository extends TablesRepository<ScanTables> {
  /** The next PDFs not withheld, in id order after `afterId` (a scan pages through them). */
  pdfsAfter(afterId: string | null, limit: number): Promise<StoredPdf[]> {
    let query = this.db
      .selectFrom('guest_documents')
      .select(['id', 'reservation_id as reservationId', 'storage_key as storageKey'])
      .where('mime', '=', 'application/pdf')
      .where('withheld_at', 'is', null);
    if (afterId) query = query.where('id', '>', afterId);
    return query.orderBy('id').limit(limit).execute();
  }

  /** Only the document's withheld columns change: its bytes and metadata stay as they were. */
  async withhold(id: string, reason: PdfFinding['kind'], at: Date): Promise<void> {
    await this.db
      .updateTable('guest_documents')
      .set({ withheld_at: at, withheld_reason: reason })
      .where('id', '=', id)
      .where('withheld_at', 'is', null)
      .execute();
  }

  hasRun(name: string): Promise<boolean> {
    return this.hasRow('guest_document_scans', { name });
  }

  async recordRun(name: string, counts: { scanned: number; withheld: number }): Promise<void> {
    await this.db
      .insertInto('guest_document_scans')
      .values({ name, ...counts })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }
}
