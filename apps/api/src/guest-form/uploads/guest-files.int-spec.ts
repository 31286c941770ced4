import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { anOwner, apiAs, waitFor } from '@chegada/testing';
import { reservationCalls, send } from '../../reservations/__fixtures__';
import { aGuestReservation, aJpeg, aPdf, aPng } from '../__fixtures__/guest-form-fixtures';
import {
  guestFormOverHttp,
  type Documents,
  MAX_FILE_BYTES,
} from '../__fixtures__/guest-form-over-http';

describe('guest check-in form over HTTP: files', () => {
  const { the, FILES_DIR, storedFiles, getForm, put } = guestFormOverHttp();

  describe('files', () => {
    it('takes a PNG named .jpg as a PNG, re-encoded without metadata', async () => {
      const id = await aGuestReservation(the.app, the.host);
      const png = await aPng('disguised.jpg');
      expect(
        (await put(id, { submit: false }, { doc_front: { ...png, type: 'image/jpeg' } })).status,
      ).toBe(200);
      const { body } = await apiAs(
        the.app,
        the.owner,
      )<Documents>(`/stays/reservations/${id}/documents`);
      const [front] = body.items;
      const download = await fetch(`${the.app.baseUrl}${front?.url}`);
      expect(download.status).toBe(200);
      const image = await sharp(Buffer.from(await download.arrayBuffer())).metadata();
      expect(image).toMatchObject({ width: 40, height: 40 });
      expect(image.exif).toBeUndefined();
    });

    it.each([
      ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['a ZIP archive', Buffer.from('PK\u0003\u0004 not really a photo')],
      ['a Windows program', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
    ])('refuses %s named photo.jpg and stores nothing', async (_name, bytes) => {
      const id = await aGuestReservation(the.app, the.host);
      const { status, body } = await put(
        id,
        { name: 'Maria', submit: false },
        { doc_selfie: await aJpeg(), doc_front: { bytes, name: 'photo.jpg', type: 'image/jpeg' } },
      );
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(JSON.stringify(body.errors)).toContain('doc_front');
      expect(storedFiles(id)).toEqual([]);
      expect((await getForm(id)).body.data.form).toEqual({});
    });

    it('refuses an oversized file with 413 and keeps nothing of the request', async () => {
      const id = await aGuestReservation(the.app, the.host);
      const big = {
        bytes: Buffer.concat([(await aJpeg()).bytes, Buffer.alloc(MAX_FILE_BYTES)]),
        name: 'big.jpg',
        type: 'image/jpeg',
      };
      const { status, body } = await put(
        id,
        { name: 'Maria', submit: false },
        { doc_selfie: await aJpeg(), doc_front: big },
      );
      expect(status).toBe(413);
      expect(body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(storedFiles(id)).toEqual([]);
      expect((await getForm(id)).body.data.status).toBe(0);
    });

    it('keeps files encrypted on disk, opens them only through a signed link, and records each view', async () => {
      const id = await aGuestReservation(the.app, the.host);
      const jpeg = await aJpeg();
      await put(id, { submit: false }, { doc_selfie: jpeg });
      const [stored] = storedFiles(id);
      const onDisk = readFileSync(join(FILES_DIR, 'reservations', id, stored ?? 'missing'));
      expect(onDisk.subarray(1, 4).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      expect(onDisk.includes(Buffer.from('JFIF'))).toBe(false);

      const { body } = await apiAs(
        the.app,
        the.owner,
      )<Documents>(`/stays/reservations/${id}/documents`);
      expect(body.items).toEqual([
        expect.objectContaining({ guest: 'main', kind: 'doc_selfie', mime: 'image/jpeg' }),
      ]);
      const url = body.items[0]?.url ?? '';
      // A HEAD (a link checker, a browser's prefetch) reads no content: nobody viewed it.
      const headed = await fetch(`${the.app.baseUrl}${url}`, { method: 'HEAD' });
      expect(headed.status).toBe(200);
      const opened = await fetch(`${the.app.baseUrl}${url}`);
      expect(opened.headers.get('content-type')).toBe('image/jpeg');
      expect((await sharp(Buffer.from(await opened.arrayBuffer())).metadata()).format).toBe('jpeg');
      const views = await sql<{ viewer_id: string }>`
        select viewer_id from guest_document_views where reservation_id = ${id}`.execute(
        the.app.database.db,
      );
      expect(views.rows).toEqual([{ viewer_id: the.owner.id }]);
      const listed = await apiAs(
        the.app,
        the.owner,
      )<Documents>(`/stays/reservations/${id}/documents`);
      expect(listed.body.items[0]?.views).toEqual([
        { viewerName: 'Host', viewedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      ]);

      const tampered = url.replace(/signature=[^&]+/, 'signature=AAAA');
      expect((await fetch(`${the.app.baseUrl}${tampered}`)).status).toBe(404);
      const otherDocument = url.replace(
        /documents\/[^/]+/,
        'documents/00000000-0000-4000-8000-000000000000',
      );
      expect((await fetch(`${the.app.baseUrl}${otherDocument}`)).status).toBe(404);
    });

    it('serves a stored PDF as a sandboxed download, and a photo inline', async () => {
      const id = await aGuestReservation(the.app, the.host);
      await put(id, { submit: false }, { doc_selfie: await aJpeg(), deposit_proof: aPdf() });
      const { body } = await apiAs(
        the.app,
        the.owner,
      )<Documents>(`/stays/reservations/${id}/documents`);
      const urlOf = (kind: string) => body.items.find((item) => item.kind === kind)?.url ?? '';
      const pdf = await fetch(`${the.app.baseUrl}${urlOf('deposit_proof')}`);
      expect({
        type: pdf.headers.get('content-type'),
        disposition: pdf.headers.get('content-disposition'),
        policy: pdf.headers.get('content-security-policy'),
      }).toEqual({
        type: 'application/pdf',
        disposition: 'attachment; filename="deposit_proof.pdf"',
        policy: 'sandbox',
      });
      const photo = await fetch(`${the.app.baseUrl}${urlOf('doc_selfie')}`);
      expect(photo.headers.get('content-disposition')).toBe('inline; filename="doc_selfie.jpeg"');
      expect(photo.headers.get('content-security-policy')).toBe('sandbox');
    });

    it('never shows one account’s documents to another', async () => {
      const id = await aGuestReservation(the.app, the.host);
      await put(id, { submit: false }, { doc_selfie: await aJpeg() });
      const stranger = await anOwner(the.app, 'Stranger');
      expect((await apiAs(the.app, stranger)(`/stays/reservations/${id}/documents`)).status).toBe(
        404,
      );
    });

    it('makes files unreadable and removes them when the host removes sensitive data', async () => {
      const id = await aGuestReservation(the.app, the.host);
      await put(id, { name: 'Maria Silva', submit: false }, { doc_selfie: await aJpeg() });
      const { body } = await apiAs(
        the.app,
        the.owner,
      )<Documents>(`/stays/reservations/${id}/documents`);
      const calls = reservationCalls(id, the.owner.id);
      expect((await send(the.app, the.owner, calls.cancel)).status).toBe(200);
      expect((await send(the.app, the.owner, calls.removeSensitiveData)).status).toBe(200);
      expect((await fetch(`${the.app.baseUrl}${body.items[0]?.url}`)).status).toBe(404);
      await waitFor(
        async () => storedFiles(id),
        (files) => files.length === 0,
      );
      const after = await apiAs(
        the.app,
        the.owner,
      )<Documents>(`/stays/reservations/${id}/documents`);
      expect(after.body.items).toEqual([]);
    });
  });
});
