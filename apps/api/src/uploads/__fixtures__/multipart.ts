import { request } from 'node:http';
import { Readable } from 'node:stream';
import sharp from 'sharp';

export type Part =
  | { field: string; value: string }
  | { field: string; filename: string; contentType?: string; content: Buffer | Readable };

export const BOUNDARY = '----chegada-test-boundary-7MA4YWxkTrZu0gW';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

const partHead = (part: Part): string =>
  'value' in part
    ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n`
    : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"; ` +
      `filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'image/jpeg'}\r\n\r\n`;

/** A multipart/form-data body, streamed part by part (file contents may be streams). */
export const multipartBody = (parts: Part[], { close = true } = {}): Readable =>
  Readable.from(
    (async function* () {
      for (const part of parts) {
        yield Buffer.from(partHead(part));
        if ('value' in part) yield Buffer.from(part.value);
        else if (Buffer.isBuffer(part.content)) yield part.content;
        else for await (const chunk of part.content) yield chunk as Buffer;
        yield Buffer.from('\r\n');
      }
      if (close) yield Buffer.from(`--${BOUNDARY}--\r\n`);
    })(),
    { objectMode: false },
  );

export type Answer = { status: number; body: Record<string, unknown> };

/** POSTs a (streamed) body over real HTTP and reads the JSON answer. */
export const post = (
  url: string,
  body: Readable | Buffer,
  headers: Record<string, string> = { 'content-type': MULTIPART_TYPE },
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
        }),
      );
    });
    // The server may answer and stop reading before the whole body is sent.
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    if (Buffer.isBuffer(body)) outgoing.end(body);
    else body.pipe(outgoing);
  });

/** `size` bytes that start like a JPEG, produced in 64 KB chunks as they are read. */
export const jpegLikeStream = (size: number): Readable => {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const chunk = Buffer.alloc(Math.min(64 * 1024, size - sent), 0x20);
      if (sent === 0) chunk.set([0xff, 0xd8, 0xff, 0xe0]);
      sent += chunk.length;
      this.push(chunk);
    },
  });
};

export const aPng = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 4, background: '#2a9d8f80' } })
    .png()
    .toBuffer();

/** A phone photo: EXIF with the camera and GPS position, turned by the orientation tag. */
export const aPhoneJpeg = () =>
  sharp({ create: { width: 200, height: 100, channels: 3, background: '#336699' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A PDF of no pages, written by hand; `body` adds objects from number 3 on. */
export const aPdf = (body = '') =>
  Buffer.from(
    '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
      '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
      `${body}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );
