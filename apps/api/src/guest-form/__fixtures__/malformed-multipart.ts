import { request } from 'node:http';
import fc from 'fast-check';
import { MAIN_GUEST_FIELDS } from '../form-rules';

/** A request built byte by byte, so broken framing reaches the server as it was made. */
export type RawRequest = { headers: Record<string, string>; body: Buffer };

export type RawAnswer = { status: number; text: string };

/** Sends a raw request over node:http and reads the answer as text. */
export const sendRaw = (
  url: string,
  method: string,
  { headers, body }: RawRequest,
): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method, headers: { ...headers, 'content-length': String(body.length) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    // The server may answer and stop reading before the whole body is sent.
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    outgoing.end(body);
  });

/**
 * Announces the whole body, sends the first `cut` bytes of it, then drops the connection: a
 * guest whose phone lost signal mid-upload. Resolves once the socket is closed.
 */
export const sendAndAbort = (
  url: string,
  method: string,
  { headers, body }: RawRequest,
  cut: number,
): Promise<void> =>
  new Promise((resolve) => {
    const outgoing = request(url, {
      method,
      headers: { ...headers, 'content-length': String(body.length) },
    });
    outgoing.on('error', () => undefined);
    outgoing.on('close', () => resolve());
    outgoing.write(body.subarray(0, cut), () => {
      setTimeout(() => outgoing.destroy(), 20);
    });
  });

const FILE_FIELDS = ['doc_front', 'doc_back', 'doc_digital', 'doc_selfie', 'deposit_proof'];

/** Part names: the real ones, other guests' ones, and names no form has. */
export const partName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('data', 'data', ...FILE_FIELDS, 'guest_0_doc_front', 'guest_1_doc_selfie'),
  fc.constantFrom(
    'guest_99_doc_back',
    'guest_-1_doc_front',
    'guest_00_doc_front',
    '../../../etc/passwd',
    '..\\..\\windows\\win.ini',
    'doc_front\u0000.jpg',
    'dóc_frönt',
    '文件',
    '🧳',
    'DATA',
    '',
    'x'.repeat(5000),
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

const jsonValue = fc.jsonValue({ maxDepth: 4 });

/** A form close to the real one with some fields replaced by values of the wrong shape. */
const oddForm = fc.dictionary(
  fc.constantFrom(
    ...MAIN_GUEST_FIELDS,
    'checkInDate',
    'checkInTime',
    'checkOutDate',
    'checkOutTime',
    'visitPurpose',
    'pets',
    'adults',
    'children',
    'vehicles',
    'additionalGuests',
    'termsAccepted',
    'imageTermsAccepted',
    'submit',
    '__proto__',
    'constructor',
  ),
  fc.oneof(
    jsonValue,
    fc.constantFrom(null, 1e308, -1e308, 2 ** 53 + 1, 0.1, -0, '', ' ', true, [], {}),
    fc.array(fc.dictionary(fc.string({ maxLength: 12 }), jsonValue, { maxKeys: 6 }), {
      maxLength: 30,
    }),
  ),
  { maxKeys: 12 },
);

const deeplyNested = fc.integer({ min: 1, max: 5000 }).map((depth) => {
  const open = '{"a":'.repeat(depth);
  return `${open}1${'}'.repeat(depth)}`;
});

/** What a `data` part holds: JSON of every shape, and text that is not JSON at all. */
export const dataContent: fc.Arbitrary<Buffer> = fc
  .oneof(
    oddForm.map((form) => JSON.stringify(form)),
    jsonValue.map((value) => JSON.stringify(value)),
    fc.constantFrom('', 'null', '[]', '[{}]', '"text"', '1e999', '{', '{"submit":true', '\u0000'),
    fc.string({ unit: 'grapheme', maxLength: 200 }),
    deeplyNested,
  )
  .map((text) => Buffer.from(text, 'utf8'));

const MAGIC: Record<string, number[]> = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  pdf: [...Buffer.from('%PDF-1.7\n')],
  webp: [...Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')],
  heic: [0, 0, 0, 0x18, ...Buffer.from('ftypheic\u0000\u0000\u0000\u0000mif1heic')],
};

/** File contents: real magic numbers over random or truncated bytes, and plain noise. */
export const fileContent = (validJpeg: Buffer, validPdf: Buffer): fc.Arbitrary<Buffer> =>
  fc.oneof(
    fc
      .tuple(fc.constantFrom(...Object.values(MAGIC)), fc.uint8Array({ maxLength: 2048 }))
      .map(([magic, rest]) => Buffer.concat([Buffer.from(magic), rest])),
    fc
      .tuple(fc.constantFrom(...Object.values(MAGIC)), fc.nat({ max: 12 }))
      .map(([magic, length]) => Buffer.from(magic.slice(0, length))),
    fc.nat({ max: validJpeg.length }).map((length) => validJpeg.subarray(0, length)),
    fc.constant(validJpeg),
    fc.constant(validPdf),
    fc.constant(Buffer.concat([validPdf, Buffer.from('/JavaScript (app.alert(1))')])),
    fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
  );

export type Part = {
  name: string;
  filename: string | undefined;
  contentType: string | undefined;
  content: Buffer;
};

const filename = fc.option(
  fc.oneof(
    fc.constantFrom('photo.jpg', 'evil.jpg.exe', '../../secret.jpg', 'ø.png', '', 'a'.repeat(300)),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
  ),
  // Without a filename busboy reads a part as a text field: most file parts carry one.
  { nil: undefined, freq: 6 },
);

const partContentType = fc.option(
  fc.constantFrom('image/jpeg', 'application/pdf', 'text/plain', 'application/json', 'x/y; a=b'),
  { nil: undefined },
);

export const parts = (file: fc.Arbitrary<Buffer>): fc.Arbitrary<Part[]> =>
  fc.array(
    fc.oneof(
      fc.record({
        name: fc.constant('data'),
        filename: fc.constant(undefined),
        contentType: fc.constant(undefined),
        content: dataContent,
      }),
      fc.record({ name: partName, filename, contentType: partContentType, content: file }),
    ),
    { maxLength: 8 },
  );

const escapeQuotes = (text: string): string => text.replace(/"/g, '%22');

const partHead = (boundary: string, part: Part, extraHeader: string): Buffer => {
  const disposition =
    `Content-Disposition: form-data; name="${escapeQuotes(part.name)}"` +
    (part.filename === undefined ? '' : `; filename="${escapeQuotes(part.filename)}"`);
  const type = part.contentType === undefined ? '' : `\r\nContent-Type: ${part.contentType}`;
  return Buffer.from(`--${boundary}\r\n${disposition}${type}${extraHeader}\r\n\r\n`, 'utf8');
};

/** Ways to break the framing of an otherwise well-formed body. */
export type Framing =
  | { kind: 'intact' }
  | { kind: 'truncated'; at: number }
  | { kind: 'noClosingBoundary' }
  | { kind: 'otherBoundaryInBody' }
  | { kind: 'bareLineFeeds' }
  | { kind: 'hugeHeaderLine'; length: number }
  | { kind: 'manyHeaders'; count: number }
  | { kind: 'noise'; bytes: Uint8Array };

export const framing: fc.Arbitrary<Framing> = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Framing>({ kind: 'intact' }) },
  fc.double({ min: 0, max: 1, noNaN: true }).map((at): Framing => ({ kind: 'truncated', at })),
  fc.constant<Framing>({ kind: 'noClosingBoundary' }),
  fc.constant<Framing>({ kind: 'otherBoundaryInBody' }),
  fc.constant<Framing>({ kind: 'bareLineFeeds' }),
  fc
    .integer({ min: 1_000, max: 200_000 })
    .map((length): Framing => ({ kind: 'hugeHeaderLine', length })),
  fc.integer({ min: 10, max: 100 }).map((count): Framing => ({ kind: 'manyHeaders', count })),
  fc.uint8Array({ maxLength: 4096 }).map((bytes): Framing => ({ kind: 'noise', bytes })),
);

/** The body of the parts, framed with `boundary` and then broken as `how` says. */
export const frame = (boundary: string, all: Part[], how: Framing): Buffer => {
  if (how.kind === 'noise') return Buffer.from(how.bytes);
  const used = how.kind === 'otherBoundaryInBody' ? `${boundary}-other` : boundary;
  const extra =
    how.kind === 'hugeHeaderLine'
      ? `\r\nX-Note: ${'h'.repeat(how.length)}`
      : how.kind === 'manyHeaders'
        ? Array.from({ length: how.count }, (_, i) => `\r\nX-Header-${i}: ${i}`).join('')
        : '';
  const chunks = all.flatMap((part) => [
    partHead(used, part, extra),
    part.content,
    Buffer.from('\r\n'),
  ]);
  if (how.kind !== 'noClosingBoundary') chunks.push(Buffer.from(`--${used}--\r\n`));
  const body = Buffer.concat(chunks);
  if (how.kind === 'truncated') return body.subarray(0, Math.floor(body.length * how.at));
  if (how.kind === 'bareLineFeeds')
    return Buffer.from(body.toString('latin1').replace(/\r\n/g, '\n'), 'latin1');
  return body;
};

// Token characters only: tspecials (=, ?, / …) need the quoted form, also generated.
const boundaryText = fc.stringMatching(/^[A-Za-z0-9'+_.-]{1,70}$/);

/** The Content-Type header: multipart with good, missing, duplicate or odd boundaries, or none. */
export const contentType = (boundary: string): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    { weight: 15, arbitrary: fc.constant(`multipart/form-data; boundary=${boundary}`) },
    fc.constant(`multipart/form-data; boundary="${boundary}"`),
    fc.constant('multipart/form-data'),
    fc.constant('multipart/form-data;'),
    fc.constant('multipart/form-data; boundary='),
    fc.constant(`multipart/form-data; boundary=${boundary}; boundary=other`),
    fc.constant(`multipart/form-data; boundary=${'b'.repeat(500)}`),
    fc.constant('multipart/form-data; boundary=a=b?c/d'),
    fc.constant(`multipart/mixed; boundary=${boundary}`),
    fc.constant('application/json'),
    fc.constant('application/x-www-form-urlencoded'),
    fc.constant('text/plain'),
    fc.constant(undefined),
  );

/** A whole malformed (or now and then valid) multipart request to the guest form. */
export const multipartRequest = (file: fc.Arbitrary<Buffer>): fc.Arbitrary<RawRequest> =>
  boundaryText.chain((boundary) =>
    fc
      .record({ type: contentType(boundary), parts: parts(file), framing })
      .map(({ type, parts: all, framing: how }): RawRequest => ({
        headers: type === undefined ? {} : { 'content-type': type },
        body: frame(boundary, all, how),
      })),
  );
