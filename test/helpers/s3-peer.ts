import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible server for tests: objects in memory, path-style addressing, and every
 * request's Signature Version 4 checked with the same credentials. The check is written from
 * AWS's documentation (sig-v4-header-based-auth), independently of the product's signing code,
 * and is itself tested against AWS's published examples.
 */
export type SigV4Credentials = { accessKeyId: string; secretAccessKey: string; region: string };

export type SignedRequest = { method: string; url: string; headers: IncomingHttpHeaders };

const UNRESERVED = /[A-Za-z0-9\-_.~]/;

/** Percent-encodes every byte outside the unreserved set, in upper-case hex. */
const awsEncode = (text: string): string =>
  [...text]
    .map((character) =>
      UNRESERVED.test(character)
        ? character
        : [...Buffer.from(character, 'utf8')]
            .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
            .join(''),
    )
    .join('');

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([^/\s]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

const parseAmzDate = (value: string): Date | undefined => {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return undefined;
  const [year = 0, month = 1, day, hour, minute, second] = match.slice(1).map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
};

const headerValue = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/** Checks a request's Authorization header; the body hash is checked by the caller. */
export const verifySigV4 = (
  request: SignedRequest,
  credentials: SigV4Credentials,
  now: Date,
): { ok: true; payloadHash: string } | { ok: false; reason: string } => {
  const match = AUTHORIZATION.exec(headerValue(request.headers, 'authorization') ?? '');
  if (!match) return { ok: false, reason: 'AuthorizationHeaderMalformed' };
  const [, accessKeyId, day, region, signedHeaderList, signature] = match as unknown as string[];
  if (accessKeyId !== credentials.accessKeyId) return { ok: false, reason: 'InvalidAccessKeyId' };
  if (region !== credentials.region) return { ok: false, reason: 'AuthorizationHeaderMalformed' };
  const amzDate = headerValue(request.headers, 'x-amz-date') ?? '';
  const signedAt = parseAmzDate(amzDate);
  if (!signedAt || amzDate.slice(0, 8) !== day) return { ok: false, reason: 'AccessDenied' };
  if (Math.abs(now.getTime() - signedAt.getTime()) > 15 * 60_000) {
    return { ok: false, reason: 'RequestTimeTooSkewed' };
  }
  const payloadHash = headerValue(request.headers, 'x-amz-content-sha256');
  const signedHeaders = signedHeaderList!.split(';');
  if (!payloadHash || !signedHeaders.includes('host')) return { ok: false, reason: 'AccessDenied' };

  const [rawPath = '/', rawQuery = ''] = request.url.split('?', 2);
  const canonicalUri = rawPath
    .split('/')
    .map((segment) => awsEncode(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = rawQuery
    .split('&')
    .filter((pair) => pair.length > 0)
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=', 2);
      return [awsEncode(decodeURIComponent(name)), awsEncode(decodeURIComponent(value))];
    })
    .sort(([nameA = '', valueA = ''], [nameB = '', valueB = '']) =>
      nameA === nameB ? (valueA < valueB ? -1 : 1) : nameA < nameB ? -1 : 1,
    )
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .map((name) => {
      const value = (headerValue(request.headers, name) ?? '').trim().replace(/\s+/g, ' ');
      return `${name}:${value}\n`;
    })
    .join('');
  const canonicalRequest = [
    request.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${sha256Hex(canonicalRequest)}`;
  const dateKey = hmac(`AWS4${credentials.secretAccessKey}`, day);
  const signingKey = hmac(hmac(hmac(dateKey, region), 's3'), 'aws4_request');
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest();
  const given = Buffer.from(signature!, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'SignatureDoesNotMatch' };
  }
  return { ok: true, payloadHash };
};

export type S3Peer = {
  endpoint: string;
  bucket: string;
  credentials: SigV4Credentials;
  objects: Map<string, Buffer>;
  /** Every request, with the answer it got. */
  log: Array<{ method: string; url: string; status: number }>;
  close(): Promise<void>;
};

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const errorXml = (code: string) => xml(`<Error><Code>${code}</Code></Error>`);

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export const startS3Peer = async (
  options: { bucket?: string; pageSize?: number; credentials?: Partial<SigV4Credentials> } = {},
): Promise<S3Peer> => {
  const bucket = options.bucket ?? 'chegada-test';
  const pageSize = options.pageSize ?? 1000;
  const credentials: SigV4Credentials = {
    accessKeyId: 'AKIDPEERTEST0001',
    secretAccessKey: 'peer/secret+key/for/tests/only0000000000',
    region: 'sa-east-1',
    ...options.credentials,
  };
  const objects = new Map<string, Buffer>();
  const log: S3Peer['log'] = [];

  const server = createServer((request, response) => {
    const answer = (status: number, body?: string | Buffer, type = 'application/xml') => {
      log.push({ method: request.method ?? '', url: request.url ?? '', status });
      if (body === undefined) return void response.writeHead(status).end();
      response.writeHead(status, { 'content-type': type, 'content-length': body.length }).end(body);
    };
    void (async () => {
      const body = await readBody(request);
      const signed = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
      };
      const verdict = verifySigV4(signed, credentials, new Date());
      if (!verdict.ok) return answer(403, errorXml(verdict.reason));
      if (verdict.payloadHash !== 'UNSIGNED-PAYLOAD' && verdict.payloadHash !== sha256Hex(body)) {
        return answer(400, errorXml('XAmzContentSHA256Mismatch'));
      }
      const url = new URL(request.url ?? '/', 'http://peer');
      const [, bucketName, ...rest] = url.pathname.split('/');
      if (bucketName !== bucket) return answer(404, errorXml('NoSuchBucket'));
      const key = rest.map(decodeURIComponent).join('/');
      switch (request.method ?? '') {
        case 'PUT':
          if (request.headers['content-length'] === undefined) {
            return answer(411, errorXml('MissingContentLength'));
          }
          objects.set(key, body);
          return answer(200);
        case 'GET': {
          if (key === '' && url.searchParams.get('list-type') === '2') {
            return answer(200, listing(url.searchParams, objects, bucket, pageSize));
          }
          const object = objects.get(key);
          return object
            ? answer(200, object, 'binary/octet-stream')
            : answer(404, errorXml('NoSuchKey'));
        }
        case 'DELETE':
          objects.delete(key);
          return answer(204);
        default:
          return answer(405, errorXml('MethodNotAllowed'));
      }
    })().catch(() => answer(500, errorXml('InternalError')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials,
    objects,
    log,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

/** ListObjectsV2: keys in order, a page at a time, the last key as the continuation token. */
const listing = (
  query: URLSearchParams,
  objects: Map<string, Buffer>,
  bucket: string,
  pageSize: number,
): string => {
  const prefix = query.get('prefix') ?? '';
  const after = query.get('continuation-token');
  const keys = [...objects.keys()]
    .filter((key) => key.startsWith(prefix))
    .sort()
    .filter((key) => after === null || key > Buffer.from(after, 'base64url').toString());
  const page = keys.slice(0, pageSize);
  const truncated = keys.length > page.length;
  const last = page[page.length - 1];
  return xml(
    `<ListBucketResult><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix>` +
      `<KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>` +
      (truncated && last
        ? `<NextContinuationToken>${Buffer.from(last).toString('base64url')}</NextContinuationToken>`
        : '') +
      page.map((key) => `<Contents><Key>${escapeXml(key)}</Key></Contents>`).join('') +
      '</ListBucketResult>',
  );
};
