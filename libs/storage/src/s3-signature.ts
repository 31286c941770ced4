import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3 requests, in the Authorization header
 * (docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html).
 */
export type S3Credentials = { accessKeyId: string; secretAccessKey: string; region: string };

export const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ */
export const uriEncode = (value: string): string =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** An object key as a URL path: each segment encoded, the slashes kept. */
export const encodeKeyPath = (key: string): string => key.split('/').map(uriEncode).join('/');

const hmac = (key: Buffer | string, data: string): Buffer =>
  createHmac('sha256', key).update(data, 'utf8').digest();

const amzDate = (now: Date): string => now.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

/**
 * The headers to send, Authorization included. `path` is already encoded (encodeKeyPath);
 * `headers` must hold host, and every header in it is signed.
 */
export const signS3Request = (request: {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  payloadHash: string;
  credentials: S3Credentials;
  now: Date;
}): Record<string, string> => {
  const { credentials } = request;
  const timestamp = amzDate(request.now);
  const day = timestamp.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value.trim()]),
    ),
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': timestamp,
  };
  const names = Object.keys(headers).sort();
  const query = Object.entries(request.query)
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = [
    request.method,
    request.path,
    query,
    names.map((name) => `${name}:${headers[name]}\n`).join(''),
    names.join(';'),
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    timestamp,
    scope,
    createHash('sha256').update(canonicalRequest, 'utf8').digest('hex'),
  ].join('\n');
  const signingKey = ['s3', 'aws4_request'].reduce(
    (key, part) => hmac(key, part),
    hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region),
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return {
    ...headers,
    authorization:
      `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, ` +
      `SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
};
