import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import express from 'express';
import sharp from 'sharp';
import { LocalDiskFileStore } from '@chegada/storage';
import { waitFor } from '@chegada/testing';
import { errorBody, requestLocale } from '../common';
import { acquireImageSlot } from './image-slots';
import { receiveMultipart } from './receive-multipart';
import {
  MULTIPART_TYPE,
  aPdf,
  aPhoneJpeg,
  aPng,
  jpegLikeStream,
  multipartBody,
  post,
  type Part,
} from './__fixtures__/multipart';
import {
  aGeneratedPdf,
  anEncryptedPdf,
  aScannedPdf,
  hostilePdfs,
  htmlBehindPdfHeader,
  openActionWithEscapedJavaScript,
} from './__fixtures__/hostile-pdfs';

const MB = 1024 * 1024;
const fileFields = ['doc_front', 'doc_back', 'doc_selfie', 'deposit_proof'];

/** A tiny app whose route stores uploads as the guest form does, minus encryption. */
const startUploadApp = async (root: string, { maxFields }: { maxFields?: number } = {}) => {
  const store = new LocalDiskFileStore(join(root, 'files'));
  const discarded: string[] = [];
  let counter = 0;
  const app = express();
  app.post('/upload', async (request, response) => {
    try {
      const received = await receiveMultipart(request, {
        maxFileBytes: 10 * MB,
        maxFiles: 4,
        maxFields,
        maxFieldBytes: 4096,
        acceptsFile: (field) => fileFields.includes(field),
        sanitize: { tmpDir: root },
        saveFile: async ({ field, kind, mime, stream }) => {
          const key = `uploads/${field}-${(counter += 1)}`;
          await store.write(key, stream);
          return { key, kind, mime };
        },
        discard: async (saved) => {
          discarded.push(saved.key);
          await store.remove(saved.key);
        },
      });
      response.json(received);
    } catch (error) {
      const body = errorBody(error, requestLocale(request));
      response.status(body.statusCode).json(body);
    }
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/upload`;
  const storedKeys = async () =>
    (await readdir(join(root, 'files/uploads')).catch(() => [] as string[])).sort();
  const readStored = async (key: string) => buffer(await store.read(key));
  return { url, server, discarded, storedKeys, readStored };
};

describe('receiving multipart uploads', () => {
  let root: string;
  let upload: Awaited<ReturnType<typeof startUploadApp>>;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'chegada-uploads-'));
    upload = await startUploadApp(root);
  });
  afterEach(async () => {
    await new Promise((resolve) => upload.server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  const send = (parts: Part[], language = 'en-US') =>
    post(upload.url, multipartBody(parts), {
      'content-type': MULTIPART_TYPE,
      'accept-language': language,
    });

  const photo = (field: string, content: Buffer | Readable, filename = 'photo.jpg'): Part => ({
    field,
    filename,
    contentType: 'image/jpeg',
    content,
  });

  it('returns the text fields and stores each file under its field', async () => {
    const answer = await send([
      { field: 'data', value: JSON.stringify({ name: 'Maria Silva' }) },
      photo('doc_front', await aPhoneJpeg()),
      {
        field: 'deposit_proof',
        filename: 'comprovante.pdf',
        contentType: 'application/pdf',
        content: aPdf(),
      },
    ]);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      fields: { data: '{"name":"Maria Silva"}' },
      files: [
        {
          field: 'doc_front',
          saved: { key: 'uploads/doc_front-1', kind: 'jpeg', mime: 'image/jpeg' },
        },
        {
          field: 'deposit_proof',
          saved: { key: 'uploads/deposit_proof-2', kind: 'pdf', mime: 'application/pdf' },
        },
      ],
    });
  });

  it('takes a PNG named .jpg as a PNG and stores it re-encoded as JPEG', async () => {
    const answer = await send([photo('doc_front', await aPng(40, 30), 'photo.jpg')]);

    expect(answer.status).toBe(200);
    expect(answer.body.files).toEqual([
      {
        field: 'doc_front',
        saved: { key: 'uploads/doc_front-1', kind: 'png', mime: 'image/jpeg' },
      },
    ]);
    const stored = await sharp(await upload.readStored('uploads/doc_front-1')).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
  });

  it('strips EXIF and GPS from a phone photo and applies its orientation', async () => {
    const original = await aPhoneJpeg();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from('TestPhone'))).toBe(true);
    expect(before.orientation).toBe(6);

    await send([photo('doc_selfie', original)]);

    const stored = await upload.readStored('uploads/doc_selfie-1');
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([100, 200]);
    expect(stored.includes(Buffer.from('TestPhone'))).toBe(false);
  });

  /** Sends a photo while this test holds the image slot; `meanwhile` sees its waiting file. */
  const sendWhileWaiting = async (
    original: Buffer,
    meanwhile: (path: string, waiting: Buffer) => Promise<void>,
  ) => {
    const release = await acquireImageSlot();
    const answer = send([photo('doc_selfie', original)]);
    try {
      // The photo waits in chegada-upload-*/image until the slot held here is free.
      for (let tries = 0; tries < 500; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        const folder = (await readdir(root)).find((name) => name.startsWith('chegada-upload-'));
        const path = folder && join(root, folder, 'image');
        if (path && (await stat(path).catch(() => null))?.size === original.length) {
          await meanwhile(path, await readFile(path));
          break;
        }
      }
    } finally {
      release();
    }
    return answer;
  };

  /** What is left beside the stored files once the waiting file is removed (the answer may leave just before). */
  const waitingFilesGone = () =>
    waitFor(
      () => readdir(root),
      (names) => names.length === 1,
      2000,
    );

  it('keeps a photo waiting for its turn on disk only encrypted, then stores it', async () => {
    const original = await aPhoneJpeg();
    let waiting: Buffer = Buffer.alloc(0);
    const answer = await sendWhileWaiting(original, async (_path, content) => {
      waiting = content;
    });
    expect(waiting).toHaveLength(original.length);
    expect(waiting.subarray(0, 3)).not.toEqual(original.subarray(0, 3));
    expect(waiting.includes(Buffer.from('TestPhone'))).toBe(false);
    expect(waiting.includes(original.subarray(100, 132))).toBe(false);

    expect(answer.status).toBe(200);
    const stored = await sharp(await upload.readStored('uploads/doc_selfie-1')).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 100, height: 200 });
    expect(await waitingFilesGone()).toEqual(['files']);
  });

  it('refuses a photo whose waiting file was changed, and stores nothing', async () => {
    const original = await aPhoneJpeg();
    const answer = await sendWhileWaiting(original, async (path, content) => {
      content[content.length - 1] = (content[content.length - 1] ?? 0) ^ 0xff;
      await writeFile(path, content);
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
    expect(await upload.storedKeys()).toEqual([]);
    expect(await waitingFilesGone()).toEqual(['files']);
  });

  it('caps the longest side of a large image', async () => {
    await send([photo('doc_front', await aPng(3000, 1500))]);

    const stored = await sharp(await upload.readStored('uploads/doc_front-1')).metadata();
    expect([stored.width, stored.height]).toEqual([2560, 1280]);
  });

  it.each([
    ['a Windows program', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)])],
    [
      'an HTML page',
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    ],
    ['a zip archive', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(500)])],
    ['an SVG image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
  ])('refuses %s named photo.jpg, stores nothing and says which field', async (_name, content) => {
    const answer = await send([photo('doc_front', await aPng()), photo('doc_back', content)]);

    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      errors: [
        { field: 'doc_back', message: 'File type not accepted: send JPEG, PNG, WebP or PDF' },
      ],
    });
    // The first file was either saved and discarded, or stopped while being saved.
    expect(await upload.storedKeys()).toEqual([]);
  });

  it('answers in the guest language', async () => {
    const answer = await send([photo('doc_front', Buffer.from('<html></html>'))], 'pt-BR');

    expect(answer.body).toMatchObject({
      message: 'Tipo de arquivo não aceito. Envie uma foto (JPEG, PNG ou WebP) ou um PDF.',
      errors: [
        { field: 'doc_front', message: 'Tipo de arquivo não aceito: envie JPEG, PNG, WebP ou PDF' },
      ],
    });
  });

  it('refuses HEIC with a request for JPEG', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(1000),
    ]);

    const answer = await send([photo('doc_front', heic, 'IMG_0001.HEIC')]);

    expect(answer.status).toBe(415);
    expect((answer.body.errors as Array<{ message: string }>)[0]?.message).toMatch(
      /HEIC photos are not accepted\. Send the photo as JPEG/,
    );
  });

  it('refuses an image that only starts like one', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]);

    const answer = await send([photo('doc_front', broken)]);

    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({
      errors: [
        { field: 'doc_front', message: 'The image could not be read. Please send another photo.' },
      ],
    });
    expect(await upload.storedKeys()).toEqual([]);
  });

  const pdf = (content: Buffer): Part => ({
    field: 'deposit_proof',
    filename: 'comprovante.pdf',
    contentType: 'application/pdf',
    content,
  });

  it('keeps a PDF byte for byte: written by hand, generated, or scanned', async () => {
    const pdfs = [aPdf(), await aGeneratedPdf(), await aScannedPdf()];
    for (const [index, content] of pdfs.entries()) {
      expect((await send([pdf(content)])).status).toBe(200);
      const stored = await upload.readStored(`uploads/deposit_proof-${index + 1}`);
      expect(stored.equals(content)).toBe(true);
    }
  });

  it('refuses a PDF with active content, naming the field, in the guest language', async () => {
    for (const [name, content] of await hostilePdfs()) {
      const { status, body } = await send([photo('doc_front', await aPng()), pdf(content)]);
      // 422 for active content, 415 for what cannot be read as a PDF at all.
      expect({ name, refused: [415, 422].includes(status), errors: body.errors }).toEqual({
        name,
        refused: true,
        errors: [expect.objectContaining({ field: 'deposit_proof' })],
      });
    }
    const scripted = await send([pdf(openActionWithEscapedJavaScript())], 'pt-BR');
    expect(scripted).toMatchObject({
      status: 422,
      body: {
        code: 'UNSAFE_CONTENT',
        errors: [
          {
            field: 'deposit_proof',
            message:
              'PDFs com scripts, ações automáticas, anexos ou mídia não são aceitos. Envie uma foto ou um PDF simples.',
          },
        ],
      },
    });
    const html = await send([pdf(htmlBehindPdfHeader())], 'es-ES');
    expect(html).toMatchObject({
      status: 415,
      body: {
        code: 'UNSUPPORTED_FILE_TYPE',
        errors: [
          {
            field: 'deposit_proof',
            message: 'No se pudo leer el PDF. Envía una foto del documento u otro PDF.',
          },
        ],
      },
    });
    const encrypted = await send([pdf(anEncryptedPdf())]);
    expect(encrypted.body).toMatchObject({
      errors: [{ field: 'deposit_proof', message: 'Password-protected PDFs are not accepted' }],
    });
    expect(await upload.storedKeys()).toEqual([]);
  });

  it('answers 413 for an 11 MB file, naming it, and discards the file saved before it', async () => {
    const answer = await send([
      photo('doc_front', await aPng()),
      photo('doc_back', jpegLikeStream(11 * MB)),
    ]);

    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      errors: [{ field: 'doc_back', message: 'The file is larger than the 10 MB limit' }],
    });
    expect(upload.discarded).toEqual(['uploads/doc_front-1']);
    expect(await upload.storedKeys()).toEqual([]);
    expect(await readdir(root)).toEqual(['files']);
  });

  it('refuses a 50 MB file early with flat memory', async () => {
    const sample = () => process.memoryUsage().rss;
    const before = sample();
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, sample())), 10);

    const answer = await send([photo('doc_front', jpegLikeStream(50 * MB))]).finally(() =>
      clearInterval(timer),
    );

    expect(answer.status).toBe(413);
    expect(peak - before).toBeLessThan(40 * MB);
  });

  it('refuses a file in a field that takes none, and too many files', async () => {
    const unexpected = await send([photo('avatar', await aPng())]);
    expect(unexpected.status).toBe(400);
    expect(unexpected.body).toMatchObject({
      code: 'UNEXPECTED_FILE',
      errors: [{ field: 'avatar', message: 'This field takes no files' }],
    });

    const png = await aPng();
    const tooMany = await send(fileFields.concat('doc_front').map((field) => photo(field, png)));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 'TOO_MANY_PARTS' });
    expect(await upload.storedKeys()).toEqual([]);
  });

  it('takes exactly as many files as it allows when it takes no fields (a 3-move liveness check)', async () => {
    await mkdir(join(root, 'frames'));
    const framesOnly = await startUploadApp(join(root, 'frames'), { maxFields: 0 });
    const png = await aPng();
    const sendFiles = (count: number) =>
      post(
        framesOnly.url,
        multipartBody(
          fileFields
            .concat('doc_front')
            .slice(0, count)
            .map((f) => photo(f, png)),
        ),
        { 'content-type': MULTIPART_TYPE, 'accept-language': 'en-US' },
      );
    try {
      const four = await sendFiles(4);
      expect(four.status).toBe(200);
      expect((four.body as { files: unknown[] }).files).toHaveLength(4);
      expect((await sendFiles(5)).body).toMatchObject({ code: 'TOO_MANY_PARTS' });
    } finally {
      await new Promise((resolve) => framesOnly.server.close(resolve));
    }
  });

  it('refuses a text field over its limit with 413', async () => {
    const answer = await send([{ field: 'data', value: 'x'.repeat(5000) }]);

    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      errors: [{ field: 'data', message: 'The field is larger than the 4 KB limit' }],
    });
  });

  it('refuses a text field of JSON nested deeper than any form with 400, naming it', async () => {
    const deep = `{"guests":${'['.repeat(1000)}${']'.repeat(1000)}}`;
    const answer = await send([{ field: 'data', value: deep }]);

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'JSON_TOO_DEEP',
      errors: [{ field: 'data', message: 'Nested more than 32 levels deep' }],
    });
    const shallow = await send([{ field: 'data', value: '{"guests":[{"address":{"a":"[[["}}]}' }]);
    expect(shallow.status).toBe(200);
  });

  it('refuses a text field of JSON with a list of more than 1,000 items with 400, naming it', async () => {
    const list = (count: number) =>
      JSON.stringify({ guests: Array.from({ length: count }, () => 0) });
    const answer = await send([{ field: 'data', value: list(1001) }]);

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: [{ field: 'data', message: 'At most 1000 items' }],
    });
    expect((await send([{ field: 'data', value: list(1000) }])).status).toBe(200);
  });

  it.each([
    ['a body cut in the middle of a file', 'cut'],
    ['a body with no closing boundary', 'unclosed'],
    ['garbage', 'garbage'],
  ])('answers 400 to %s', async (_name, kind) => {
    const png = await aPng();
    const body =
      kind === 'garbage'
        ? Buffer.from('this is not multipart at all')
        : await buffer(multipartBody([photo('doc_front', png)], { close: false }));
    const sent = kind === 'cut' ? body.subarray(0, body.length - 40) : body;

    const answer = await post(upload.url, sent, {
      'content-type': MULTIPART_TYPE,
      'content-length': String(sent.length),
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'MALFORMED_MULTIPART' });
    expect(await upload.storedKeys()).toEqual([]);
  });

  // The fuzz spec of the guest form once crashed its process here: a file the route drains
  // unread (a field that takes none) in a body cut short still gets busboy's error.
  it.each([
    ['in a field that takes none', 'avatar'],
    ['without a field name', ''],
  ])('answers a body cut short in a file %s, and keeps serving', async (_name, field) => {
    const png = await aPng();
    const body = await buffer(multipartBody([photo(field, png)], { close: false }));
    const sent = body.subarray(0, body.length - 40);
    const answer = await post(upload.url, sent, {
      'content-type': MULTIPART_TYPE,
      'content-length': String(sent.length),
    });
    expect(answer.status).toBe(400);
    expect((await send([{ field: 'data', value: '{}' }])).status).toBe(200);
  });

  it.each([
    ['JSON', 'application/json', 'MULTIPART_EXPECTED'],
    ['multipart without a boundary', 'multipart/form-data', 'MULTIPART_EXPECTED'],
    ['multipart with an empty boundary', 'multipart/form-data; boundary=', 'MALFORMED_MULTIPART'],
  ])('answers 400 to %s', async (_name, contentType, code) => {
    const answer = await post(upload.url, Buffer.from('{"name":"x"}'), {
      'content-type': contentType,
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code });
  });
});
