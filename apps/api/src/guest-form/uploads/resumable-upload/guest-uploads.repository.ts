import { Injectable } from '@nestjs/common';
import type { Generated } from 'kysely';
import type { SaveGuestFormAnswer } from '@chegada/contracts';
import { TablesRepository } from '../../../infrastructure';

export type GuestUpload = {
  id: string;
  reservationId: string;
  /** 'main' or an additional guest's key: the link the upload belongs to. */
  guest: string;
  field: string;
  size: number;
  /** The bytes held, from the file's start: where the next chunk starts. */
  received: number;
  /** Once saved: the save's answer, without the door code. */
  completedAnswer: CompletedAnswer | null;
};

export type CompletedAnswer = Omit<SaveGuestFormAnswer, 'guestPassCode'>;

export type NewGuestUpload = Omit<GuestUpload, 'received' | 'completedAnswer'> & {
  name: string;
  type: string;
  expiresAt: Date;
};

type UploadTables = {
  guest_uploads: {
    id: string;
    reservation_id: string;
    guest: string;
    field: string;
    size: number;
    name: string;
    type: string;
    received: Generated<number>;
    expires_at: Date;
    completing_until: Date | null;
    completed_answer: CompletedAnswer | null;
    created_at: Generated<Date>;
  };
  guest_upload_chunks: {
    upload_id: string;
    start_offset: number;
    length: number;
    sealed: Buffer;
  };
};

/**
 * Resumable uploads and their chunks, in PostgreSQL rather than the file store: a chunk is
 * appended only if it starts where the stored bytes end, which a row lock makes exact when a
 * retried chunk races the one it retries (a file store has no append, and S3 multipart parts
 * must be 5 MB); the bytes are few (one file, at most UPLOAD_MAX_FILE_BYTES) and short-lived,
 * and an expired upload goes with one DELETE.
 */
@Injectable()
export class GuestUploadsRepository extends TablesRepository<UploadTables> {
  /** One upload in progress per file part of a link: a new one replaces the last. */
  async start(upload: NewGuestUpload): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('guest_uploads')
        .where('reservation_id', '=', upload.reservationId)
        .where('guest', '=', upload.guest)
        .where('field', '=', upload.field)
        .execute();
      await trx
        .insertInto('guest_uploads')
        .values({
          id: upload.id,
          reservation_id: upload.reservationId,
          guest: upload.guest,
          field: upload.field,
          size: upload.size,
          name: upload.name,
          type: upload.type,
          expires_at: upload.expiresAt,
          completing_until: null,
          completed_answer: null,
        })
        .execute();
    });
  }

  /** The link's upload, unless it expired. */
  async find(id: string, reservationId: string, guest: string): Promise<GuestUpload | undefined> {
    return this.db
      .selectFrom('guest_uploads')
      .select([
        'id',
        'reservation_id as reservationId',
        'guest',
        'field',
        'size',
        'received',
        'completed_answer as completedAnswer',
      ])
      .where('id', '=', id)
      .where('reservation_id', '=', reservationId)
      .where('guest', '=', guest)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
  }

  /**
   * Appends a chunk if it starts where the stored bytes end. Answers the bytes held after it:
   * unchanged when the offset did not match; undefined when the upload is gone.
   */
  async append(
    id: string,
    offset: number,
    chunk: { sealed: Buffer; length: number },
  ): Promise<{ appended: boolean; received: number } | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('guest_uploads')
        .select('received')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.received !== offset) return { appended: false, received: row.received };
      await trx
        .insertInto('guest_upload_chunks')
        .values({ upload_id: id, start_offset: offset, ...chunk })
        .execute();
      await trx
        .updateTable('guest_uploads')
        .set({ received: offset + chunk.length })
        .where('id', '=', id)
        .execute();
      return { appended: true, received: offset + chunk.length };
    });
  }

  async chunkAt(
    id: string,
    offset: number,
  ): Promise<{ sealed: Buffer; length: number } | undefined> {
    return this.db
      .selectFrom('guest_upload_chunks')
      .select(['sealed', 'length'])
      .where('upload_id', '=', id)
      .where('start_offset', '=', offset)
      .executeTakeFirst();
  }

  /** Only one request puts a complete upload together; false while another one does. */
  async claimCompletion(id: string, until: Date): Promise<boolean> {
    const claimed = await this.db
      .updateTable('guest_uploads')
      .set({ completing_until: until })
      .where('id', '=', id)
      .whereRef('received', '=', 'size')
      .where((eb) =>
        eb.or([eb('completing_until', 'is', null), eb('completing_until', '<', new Date())]),
      )
      .executeTakeFirst();
    return claimed.numUpdatedRows > 0n;
  }

  async releaseCompletion(id: string): Promise<void> {
    await this.db
      .updateTable('guest_uploads')
      .set({ completing_until: null })
      .where('id', '=', id)
      .execute();
  }

  /** The file is saved: its bytes go, its answer stays until the upload expires. */
  async markCompleted(id: string, answer: CompletedAnswer): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('guest_upload_chunks').where('upload_id', '=', id).execute();
      await trx
        .updateTable('guest_uploads')
        .set({ completed_answer: answer })
        .where('id', '=', id)
        .execute();
    });
  }

  /** Every upload of a reservation, finished or not (its guest's data is being removed). */
  async removeOfReservation(reservationId: string): Promise<void> {
    await this.db.deleteFrom('guest_uploads').where('reservation_id', '=', reservationId).execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('guest_uploads').where('id', '=', id).execute();
  }

  /** Removes every expired upload with its chunks (run as uploads start). */
  async removeExpired(now: Date): Promise<number> {
    const removed = await this.db
      .deleteFrom('guest_uploads')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(removed.numDeletedRows);
  }
}
