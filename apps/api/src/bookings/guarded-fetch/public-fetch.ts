import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address';

/** Why a fetch failed; the host reads it, in their language, as the sync's last error. */
export const fetchFailureCodes = [
  'INVALID_URL',
  'ADDRESS_NOT_ALLOWED',
  'HOST_NOT_FOUND',
  'TOO_MANY_REDIRECTS',
  'TIMEOUT',
  'TOO_LARGE',
  'HTTP_ERROR',
  'UNREACHABLE',
] as const;
export type FetchFailureCode = (typeof fetchFailureCodes)[number];

export class FetchFailure extends Error {
  constructor(
    readonly code: FetchFailureCode,
    /** The answer's status, for HTTP_ERROR. */
    readonly status?: number,
    /** What the answer's Retry-After asked for, in seconds (a 429 or 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(status === undefined ? code : `${code} ${status}`);
  }
}

export type PublicFetchLimits = {
  /** Host names that may resolve to private addresses (ICAL_ALLOWED_PRIVATE_HOSTS). */
  allowedPrivateHosts: readonly string[];
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** How a name becomes addresses: the system's DNS unless given (tests answer as a rebinding server would). */
  resolve?: HostResolver;
};

/** Every address a host name has, as `dns.lookup(name, { all: true })` answers. */
export type HostResolver = (hostname: string) => Promise<Address[]>;

const systemResolver: HostResolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family as 4 | 6,
  }));

/** What the last answer said, sent back as If-None-Match / If-Modified-Since. */
export type Validators = { etag: string | null; lastModified: string | null };

export type FetchOutcome =
  { kind: 'not-modified' } | ({ kind: 'fetched'; body: string } & Validators);

export type Address = { address: string; family: 4 | 6 };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A URL a host typed: http or https, no credentials in it. */
const parseUrl = (raw: string, base?: URL): URL => {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new FetchFailure('INVALID_URL');
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password)
    throw new FetchFailure('INVALID_URL');
  return url;
};

/**
 * The one address this request will connect to. A name is resolved here, once, and every
 * address it has must be public (unless the name is allowed), so the connection cannot be
 * pointed elsewhere by a second lookup (DNS rebinding).
 */
const addressFor = async (
  url: URL,
  {
    allowedPrivateHosts,
    resolve = systemResolver,
  }: Pick<PublicFetchLimits, 'allowedPrivateHosts' | 'resolve'>,
): Promise<Address> => {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const allowed = allowedPrivateHosts.includes(host);
  const literal = isIP(host);
  const addresses: Address[] = literal
    ? [{ address: host, family: literal as 4 | 6 }]
    : await resolve(host).catch(() => {
        throw new FetchFailure('HOST_NOT_FOUND');
      });
  const first = addresses[0];
  if (!first) throw new FetchFailure('HOST_NOT_FOUND');
  if (!allowed && !addresses.every(({ address }) => isPublicAddress(address)))
    throw new FetchFailure('ADDRESS_NOT_ALLOWED');
  return first;
};

/**
 * The guard a fetch applies, at the moment a host types an address: a FetchFailure
 * (INVALID_URL, HOST_NOT_FOUND, ADDRESS_NOT_ALLOWED) when it would be refused. The fetch checks
 * again, on every redirect, since a name may come to resolve elsewhere.
 */
export const checkPublicUrl = async (
  raw: string,
  limits: Pick<PublicFetchLimits, 'allowedPrivateHosts' | 'resolve'>,
): Promise<void> => {
  await addressFor(parseUrl(raw), limits);
};

/** A lookup that answers the checked address whatever it is asked (Node asks for all or one). */
const pinnedLookup =
  ({ address, family }: Address): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) (callback as (e: null, a: Address[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };

const conditionalHeaders = (
  validators: Validators | undefined,
  extra: Record<string, string>,
): Record<string, string> => ({
  accept: 'text/calendar, */*;q=0.5',
  'accept-encoding': 'identity',
  'user-agent': 'Chegada-calendar-sync/1.0',
  ...(validators?.etag ? { 'if-none-match': validators.etag } : {}),
  ...(validators?.lastModified ? { 'if-modified-since': validators.lastModified } : {}),
  ...extra,
});

/** One request to one checked address; resolves with the answer's head, body unread. */
const requestOnce = (
  url: URL,
  address: Address,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<IncomingMessage> =>
  new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, { headers, signal, lookup: pinnedLookup(address), agent: false });
    request.on('response', resolve);
    request.on('error', (error) =>
      reject(signal.aborted ? new FetchFailure('TIMEOUT') : failureOf(error)),
    );
    request.end();
  });

const failureOf = (error: unknown): FetchFailure =>
  error instanceof FetchFailure ? error : new FetchFailure('UNREACHABLE');

/** Reads the body up to maxBytes; a larger one is cut off, not read whole. */
const readCapped = async (
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<string> => {
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw new FetchFailure('TOO_LARGE');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        throw new FetchFailure('TOO_LARGE');
      }
      chunks.push(chunk);
    }
  } catch (error) {
    throw signal.aborted ? new FetchFailure('TIMEOUT') : failureOf(error);
  }
  return Buffer.concat(chunks).toString('utf8');
};

const header = (response: IncomingMessage, name: string): string | null => {
  const value = response.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
};

/** Retry-After in seconds, given as seconds or as an HTTP date; undefined when absent. */
const retryAfterOf = (response: IncomingMessage): number | undefined => {
  const value = header(response, 'retry-after');
  if (value === null) return undefined;
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, seconds) : undefined;
};

/**
 * GET of a URL a host gave us, only ever from a public address (on every redirect too), within
 * a deadline and a size; with the previous answer's validators, an unchanged feed is a 304.
 * `headers` are added to the request (an API's credentials: give them with maxRedirects 0).
 */
export const publicFetch = async (
  rawUrl: string,
  limits: PublicFetchLimits,
  validators?: Validators,
  headers: Record<string, string> = {},
): Promise<FetchOutcome> => {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = parseUrl(rawUrl);
  for (let redirects = 0; ; redirects += 1) {
    const address = await addressFor(url, limits);
    if (signal.aborted) throw new FetchFailure('TIMEOUT');
    const requestHeaders = conditionalHeaders(validators, headers);
    const response = await requestOnce(url, address, requestHeaders, signal);
    const status = response.statusCode ?? 0;
    const location = header(response, 'location');
    if (REDIRECTS.has(status) && location) {
      response.resume();
      if (redirects >= limits.maxRedirects) throw new FetchFailure('TOO_MANY_REDIRECTS');
      url = parseUrl(location, url);
      continue;
    }
    if (status === 304) {
      response.resume();
      return { kind: 'not-modified' };
    }
    if (status < 200 || status > 299) {
      response.resume();
      throw new FetchFailure('HTTP_ERROR', status, retryAfterOf(response));
    }
    const body = await readCapped(response, limits.maxBytes, signal);
    const etag = header(response, 'etag');
    return { kind: 'fetched', body, etag, lastModified: header(response, 'last-modified') };
  }
};
