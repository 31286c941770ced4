import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { NestFactory } from '@nestjs/core';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import type { ReservationDocuments } from '@chegada/contracts';
import { PersonalDataVault } from '@chegada/personal-data';
import { encryptBuffer, LocalDiskFileStore } from '@chegada/storage';
import { apiAs, waitFor } from '@chegada/testing';
import { AppModule } from '../../../app.module';
import { openActionWithEscapedJavaScript } from '../../../uploads/__fixtures__/hostile-pdfs';
import { aGuestFilesWorld } from '../../__fixtures__/guest-files-world';
import {
  aGuestReservation,
  aPdf,
  guestHeaders,
  putGuestForm,
} from '../../__fixtures__/guest-form-fixtures';
import { GUEST_DOCUMENT_JOBS_QUEUE } from './stored-pdf-scan.job';

type DocumentRow = {
  id: string;
  kind: string;
  storage_key: string;
  sha256: string;
  bytes: number;
  withheld_reason: string | null;
};

/**
 * Issue 28: PDFs an older install stored without parsing them are scanned once by a job of
 * the worker process; one with active content is withheld, and nothing else changes.
 */
describe('the one-off scan of stored PDFs', () => {
  const world = aGuestFilesWorld('pdf-scan');

  /** A worker process on the same database and queues, as `PROCESS=worker` starts one. */
  const startWorker = async () => {
    const worker = NestFactory.createApplicationContext(
      AppModule.forRoot({ ...world.app.config, PROCESS: ['worker'] }),
      { logger: false },
    );
    return (await worker).init();
  };

  /** Stores a file as an install before issue 28 did: encrypted, recorded, never parsed. */
  const storeAsBefore = async (reservationId: string, kind: string, bytes: Buffer) => {
    const key = await world.app.app.get(PersonalDataVault).createKey(reservationId);
    const storageKey = `reservations/${reservationId}/${randomUUID()}`;
    await new LocalDiskFileStore(world.filesDir).write(
      storageKey,
      Readable.from([encryptBuffer(key, bytes)]),
    );
    await sql`
      insert into guest_documents
        (reservation_id, account_id, guest, kind, storage_key, mime, bytes, sha256)
      values (${reservationId}, ${world.host.member.id}, 'main', ${kind}, ${storageKey},
        'application/pdf', ${bytes.length}, 'sha256-of-an-old-upload')`.execute(
      world.app.database.db,
    );
  };

  const rowsOf = async (reservationId: string) =>
    (
      await sql<DocumentRow>`
        select id, kind, storage_key, sha256, bytes, withheld_reason from guest_documents
        where reservation_id = ${reservationId} order by kind`.execute(world.app.database.db)
    ).rows;

  const scansRun = async () =>
    (
      await sql<{ name: string; scanned: number; withheld: number }>`
        select name, scanned, withheld from guest_document_scans`.execute(world.app.database.db)
    ).rows;

  it('withholds a stored PDF with a script, leaves the clean one be, and runs once', async () => {
    const id = await aGuestReservation(world.app, world.host);
    const clean = await putGuestForm(
      world.app,
      `/stays/guestForm/${id}`,
      { files: { deposit_proof: aPdf() } },
      guestHeaders(world.host),
    );
    expect(clean.status).toBe(200);
    await storeAsBefore(id, 'doc_digital', openActionWithEscapedJavaScript());
    const before = await rowsOf(id);

    const worker = await startWorker();
    try {
      expect(await waitFor(scansRun, (rows) => rows.length > 0)).toEqual([
        { name: expect.any(String) as string, scanned: 2, withheld: 1 },
      ]);
    } finally {
      await worker.close();
    }
    const after = await rowsOf(id);
    expect(after).toEqual(
      before.map((row) => ({
        ...row,
        withheld_reason: row.kind === 'doc_digital' ? 'active' : null,
      })),
    );

    const asHost = apiAs(world.app, world.host.member);
    const { body } = await asHost<ReservationDocuments>(`/stays/reservations/${id}/documents`);
    expect(body.items.map(({ kind, withheld }) => ({ kind, withheld }))).toEqual([
      { kind: 'deposit_proof', withheld: false },
      { kind: 'doc_digital', withheld: true },
    ]);
    const [proof, digital] = body.items;
    expect((await fetch(`${world.app.baseUrl}${proof?.url}`)).status).toBe(200);
    const refused = await fetch(`${world.app.baseUrl}${digital?.url}`, {
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(refused.status).toBe(410);
    expect(await refused.json()).toMatchObject({
      code: 'DOCUMENT_WITHHELD',
      message: 'Documento retido: conteúdo inseguro. Peça ao hóspede que o envie de novo.',
    });

    // A worker started again (a deploy) finds the scan done and queues nothing.
    await (await startWorker()).close();
    const queue = new Queue(GUEST_DOCUMENT_JOBS_QUEUE, {
      connection: { url: world.app.config.REDIS_URL },
      prefix: world.app.config.REDIS_PREFIX,
    });
    try {
      expect(await queue.getJobCountByTypes('waiting', 'active', 'delayed', 'completed')).toBe(1);
    } finally {
      await queue.close();
    }
    expect(await scansRun()).toHaveLength(1);
  });
});
