import { Injectable } from '@nestjs/common';
import type { Sealed } from '@chegada/personal-data';
import { TablesRepository } from '../../infrastructure';

type DocumentReadingTables = {
  identity_document_readings: {
    reservation_id: string;
    guest: string;
    document_id: string;
    reading: string;
    read_at: Date;
  };
};

/** Each guest's last document reading, sealed under the reservation's personal-data key. */
@Injectable()
export class DocumentReadingsRepository extends TablesRepository<DocumentReadingTables> {
  async record(reading: {
    reservationId: string;
    guest: string;
    documentId: string;
    reading: Sealed;
  }): Promise<void> {
    await this.upsertRow(
      'identity_document_readings',
      { reservation_id: reading.reservationId, guest: reading.guest },
      {
        document_id: reading.documentId,
        reading: JSON.stringify(reading.reading),
        read_at: new Date(),
      },
    );
  }

  async ofReservation(
    reservationId: string,
  ): Promise<{ guest: string; documentId: string; reading: Sealed; readAt: Date }[]> {
    const rows = await this.db
      .selectFrom('identity_document_readings')
      .select(['guest', 'document_id as documentId', 'reading', 'read_at as readAt'])
      .where('reservation_id', '=', reservationId)
      .execute();
    // jsonb comes back parsed: the sealed envelope as it was stored.
    return rows.map((row) => ({ ...row, reading: row.reading as unknown as Sealed }));
  }
}
