import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { GuestFormPage } from '@chegada/contracts';
import { PersonalDataVault } from '@chegada/personal-data';
import { decryptBuffer } from '@chegada/storage';
import { anOwner, apiAs, waitFor } from '@chegada/testing';
import { aGuestFilesWorld } from '../../__fixtures__/guest-files-world';
import {
  aGuestReservation,
  aHostWithProperty,
  guestHeaders,
  putGuestForm,
  type Host,
} from '../../__fixtures__/guest-form-fixtures';

const MAX_FILE_BYTES = 1_500_000;
const CHUNK = 64 * 1024;

type Answer = { status: number; body: Record<string, unknown>; offset: string | null };

/** A photo of noise: large (a few hundred KB) and a real JPEG that decodes. */
const aLargeJpeg = () =>
  sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();

describe('resumable guest form uploads', () => {
  const world = aGuestFilesWorld('resumable', { UPLOAD_MAX_FILE_BYTES: String(MAX_FILE_BYTES) });
  let otherHost: Host;

  beforeAll(async () => {
    otherHost = await aHostWithProperty(world.app, await anOwner(world.app, 'Other host'));
  });

  const call = async (
    method: string,
    path: string,
    {
      headers = guestHeaders(world.host),
      body,
    }: { headers?: Record<string, string>; body?: string | Uint8Array } = {},
  ): Promise<Answer> => {
    const response = await fetch(`${world.app.baseUrl}/api/stays/guestForm/${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      offset: response.headers.get('upload-offset'),
    };
  };
  const start = (id: string, file: Record<string, unknown>, headers = guestHeaders(world.host)) =>
    call('POST', `${id}/uploads`, {
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(file),
    });
  const patch = (
    id: string,
    uploadId: string,
    offset: number,
    bytes: Buffer,
    headers = guestHeaders(world.host),
  ) =>
    call('PATCH', `${id}/uploads/${uploadId}`, {
      headers: {
        ...headers,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
      },
      body: new Uint8Array(bytes),
    });
  const head = (id: string, uploadId: string, headers = guestHeaders(world.host)) =>
    call('HEAD', `${id}/uploads/${uploadId}`, { headers });
  const startFile = async (id: string, bytes: Buffer, field = 'doc_front') => {
    const started = await start(id, {
      field,
      size: bytes.length,
      name: 'rg.jpg',
      type: 'image/jpeg',
    });
    expect(started).toMatchObject({ status: 201, body: { offset: 0, size: bytes.length } });
    return String(started.body.uploadId);
  };
  /** Sends `bytes` from `from` in chunks; the last answer. */
  const sendFrom = async (id: string, uploadId: string, bytes: Buffer, from: number) => {
    let answer: Answer | undefined;
    for (let offset = from; offset < bytes.length; offset += CHUNK) {
      answer = await patch(id, uploadId, offset, bytes.subarray(offset, offset + CHUNK));
      if (offset + CHUNK < bytes.length)
        expect(answer).toMatchObject({
          status: 200,
          body: { offset: Math.min(offset + CHUNK, bytes.length) },
        });
    }
    return answer;
  };
  const uploadsOf = async (id: string) =>
    (
      await sql<{ id: string }>`select id from guest_uploads where reservation_id = ${id}`.execute(
        world.app.database.db,
      )
    ).rows;
  const pageOf = async (id: string) =>
    (
      await apiAs(world.app)<{ data: GuestFormPage }>(`/stays/guestForm/${id}`, {
        headers: guestHeaders(world.host),
      })
    ).body.data;
  /** The stored file, decrypted with the reservation's key. */
  const storedFile = async (id: string): Promise<Buffer> => {
    const [name] = world.storedFiles(id);
    const sealed = readFileSync(join(world.filesDir, 'reservations', id, name ?? 'missing'));
    // The whole file is one sealed piece, in the format decryptBuffer opens.
    return decryptBuffer(await world.app.app.get(PersonalDataVault).createKey(id), sealed);
  };

  it('takes a file in chunks, resumes at the offset the server holds, and saves it as PUT would', async () => {
    const id = await aGuestReservation(world.app, world.host);
    const jpeg = await aLargeJpeg();
    expect(jpeg.length).toBeGreaterThan(3 * CHUNK);
    const uploadId = await startFile(id, jpeg);
    expect(uploadId).toMatch(/^[\w-]{32}$/);

    const first = await patch(id, uploadId, 0, jpeg.subarray(0, CHUNK));
    expect(first).toMatchObject({ status: 200, body: { offset: CHUNK }, offset: String(CHUNK) });
    expect(await head(id, uploadId)).toMatchObject({ status: 200, offset: String(CHUNK) });
    // The chunk is sealed at rest: neither the JPEG's marker nor its bytes show.
    const { rows } = await sql<{ sealed: Buffer }>`
      select sealed from guest_upload_chunks where upload_id = ${uploadId}`.execute(
      world.app.database.db,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sealed.includes(jpeg.subarray(0, 32))).toBe(false);

    const last = await sendFrom(id, uploadId, jpeg, CHUNK);
    const put = await putGuestForm(
      world.app,
      `/stays/guestForm/${await aGuestReservation(world.app, world.host)}`,
      {
        files: { doc_front: { bytes: jpeg, name: 'rg.jpg', type: 'image/jpeg' } },
      },
      guestHeaders(world.host),
    );
    expect(last?.status).toBe(200);
    expect(last?.body).toEqual(put.body);
    expect((await pageOf(id)).files.main).toEqual(['doc_front']);
    const stored = await storedFile(id);
    expect((await sharp(stored).metadata()).width).toBe(640);
    // The phone that lost that answer asks again: the same answer, and nothing saved twice.
    expect(await head(id, uploadId)).toMatchObject({ status: 200, offset: String(jpeg.length) });
    const again = await patch(id, uploadId, jpeg.length, Buffer.alloc(0));
    expect(again).toMatchObject({ status: 200, body: last?.body ?? {} });
    expect(world.storedFiles(id)).toHaveLength(1);
    const { rows: left } = await sql<{ count: string }>`
      select count(*) as count from guest_upload_chunks where upload_id = ${uploadId}`.execute(
      world.app.database.db,
    );
    expect(left[0]?.count).toBe('0');
  });

  it('keeps the bytes of a chunk cut short, and the file completes from there', async () => {
    const id = await aGuestReservation(world.app, world.host);
    const jpeg = await aLargeJpeg();
    const uploadId = await startFile(id, jpeg);
    const sent = 40_000;
    // The phone loses its signal 40 KB into a 128 KB chunk.
    await new Promise<void>((resolve) => {
      const url = new URL(`${world.app.baseUrl}/api/stays/guestForm/${id}/uploads/${uploadId}`);
      const request = httpRequest(url, {
        method: 'PATCH',
        headers: {
          ...guestHeaders(world.host),
          'content-type': 'application/offset+octet-stream',
          'upload-offset': '0',
          'content-length': String(2 * CHUNK),
        },
      });
      request.on('error', () => resolve());
      request.write(jpeg.subarray(0, sent), () => {
        request.destroy();
        resolve();
      });
    });
    await waitFor(
      () => head(id, uploadId),
      (answer) => answer.offset === String(sent),
    );
    const wrong = await patch(id, uploadId, 0, jpeg.subarray(0, CHUNK));
    expect(wrong).toMatchObject({
      status: 409,
      body: { code: 'UPLOAD_OFFSET_MISMATCH', offset: sent },
    });

    const last = await sendFrom(id, uploadId, jpeg, sent);
    expect(last).toMatchObject({ status: 200, body: { status: 4 } });
    expect((await storedFile(id)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('answers 409 with the offset held to a chunk that starts elsewhere, storing nothing of it', async () => {
    const id = await aGuestReservation(world.app, world.host);
    const jpeg = await aLargeJpeg();
    const uploadId = await startFile(id, jpeg);
    await patch(id, uploadId, 0, jpeg.subarray(0, CHUNK));
    const ahead = await patch(id, uploadId, 2 * CHUNK, jpeg.subarray(2 * CHUNK, 3 * CHUNK));
    expect(ahead).toMatchObject({
      status: 409,
      body: { code: 'UPLOAD_OFFSET_MISMATCH', offset: CHUNK },
    });
    expect(String(ahead.body.message)).toContain(String(CHUNK));
    expect((await head(id, uploadId)).offset).toBe(String(CHUNK));
  });

  it('refuses a file over the size limit with the error PUT gives, before a byte is sent', async () => {
    const id = await aGuestReservation(world.app, world.host);
    const size = MAX_FILE_BYTES + 1;
    const started = await start(id, {
      field: 'doc_front',
      size,
      name: 'big.jpg',
      type: 'image/jpeg',
    });
    const put = await putGuestForm(
      world.app,
      `/stays/guestForm/${id}`,
      {
        files: {
          doc_front: {
            bytes: Buffer.concat([await aLargeJpeg(), Buffer.alloc(MAX_FILE_BYTES)]),
            name: 'big.jpg',
            type: 'image/jpeg',
          },
        },
      },
      guestHeaders(world.host),
    );
    expect(started.status).toBe(413);
    expect(started.body).toEqual(put.body);
    expect(started.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      errors: [{ field: 'doc_front' }],
    });
    expect(await uploadsOf(id)).toEqual([]);
  });

  it('refuses a chunk past the announced size, and parts the link does not take', async () => {
    const id = await aGuestReservation(world.app, world.host);
    const uploadId = await startFile(id, Buffer.alloc(1000, 1));
    expect(await patch(id, uploadId, 0, Buffer.alloc(1001, 1))).toMatchObject({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', errors: [{ field: 'body' }] },
    });
    expect((await head(id, uploadId)).offset).toBe('0');
    expect(await start(id, { field: 'avatar', size: 10 })).toMatchObject({
      status: 400,
      body: { code: 'UNEXPECTED_FILE', errors: [{ field: 'avatar' }] },
    });
    expect(await start(id, { field: 'doc_front', size: 0 })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', errors: [{ field: 'size' }] },
    });
    const asJson = await call('PATCH', `${id}/uploads/${uploadId}`, {
      headers: {
        ...guestHeaders(world.host),
        'content-type': 'application/json',
        'upload-offset': '0',
      },
      body: '{}',
    });
    expect(asJson).toMatchObject({ status: 415, body: { code: 'UPLOAD_CHUNK_EXPECTED' } });
    const noOffset = await call('PATCH', `${id}/uploads/${uploadId}`, {
      headers: { ...guestHeaders(world.host), 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(10),
    });
    expect(noOffset).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', errors: [{ field: 'Upload-Offset' }] },
    });
  });

  it("answers 404 to another link's upload, and to a wrong link", async () => {
    const id = await aGuestReservation(world.app, world.host);
    const other = await aGuestReservation(world.app, otherHost);
    const uploadId = await startFile(id, await aLargeJpeg());
    const otherHeaders = guestHeaders(otherHost);
    expect((await head(other, uploadId, otherHeaders)).status).toBe(404);
    expect((await patch(other, uploadId, 0, Buffer.alloc(10), otherHeaders)).status).toBe(404);
    expect((await head(id, uploadId, otherHeaders)).status).toBe(404);
    expect(
      (await head(id, uploadId, { ...guestHeaders(world.host), source: 'booking' })).status,
    ).toBe(404);
    expect((await head(id, 'x'.repeat(32))).status).toBe(404);
    expect((await head(id, uploadId)).status).toBe(200);
  });

  it('refuses a fake JPEG once the last byte is in, with the error PUT gives, keeping nothing', async () => {
    const id = await aGuestReservation(world.app, world.host);
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(150_000, 7)]);
    const uploadId = await startFile(id, fake);
    const last = await sendFrom(id, uploadId, fake, 0);
    const put = await putGuestForm(
      world.app,
      `/stays/guestForm/${id}`,
      {
        files: { doc_front: { bytes: fake, name: 'rg.jpg', type: 'image/jpeg' } },
      },
      guestHeaders(world.host),
    );
    expect(put.status).toBe(415);
    expect(last?.status).toBe(put.status);
    expect(last?.body).toEqual(put.body);
    expect(world.storedFiles(id)).toEqual([]);
    expect(await uploadsOf(id)).toEqual([]);
  });

  it('forgets an upload once it expires, and removes its bytes', async () => {
    const id = await aGuestReservation(world.app, world.host);
    const jpeg = await aLargeJpeg();
    const uploadId = await startFile(id, jpeg);
    await patch(id, uploadId, 0, jpeg.subarray(0, CHUNK));
    await sql`update guest_uploads set expires_at = now() - interval '1 second'
      where id = ${uploadId}`.execute(world.app.database.db);
    expect((await head(id, uploadId)).status).toBe(404);
    expect((await patch(id, uploadId, CHUNK, jpeg.subarray(CHUNK, 2 * CHUNK))).status).toBe(404);
    // Starting any upload sweeps the expired ones away, chunks and all.
    await startFile(await aGuestReservation(world.app, world.host), jpeg);
    expect(await uploadsOf(id)).toEqual([]);
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from guest_upload_chunks where upload_id = ${uploadId}`.execute(
      world.app.database.db,
    );
    expect(rows[0]?.count).toBe('0');
  });
});
