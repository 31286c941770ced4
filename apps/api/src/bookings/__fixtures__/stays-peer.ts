import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StaysClient, StaysReservation } from '../stays/stays-bookings';

export type StaysListing = { _id: string; id: string; internalName: string };

export type StaysPeerRequest = {
  clientId: string | null;
  path: string;
  query: Record<string, string>;
  status: number;
};

/** One Stays account on the peer, reached with its client id and secret. */
export type StaysPeerAccount = {
  listings: StaysListing[];
  /** Every reservation, cancelled ones with type 'canceled'. */
  reservations: StaysReservation[];
  clients: Map<string, StaysClient>;
  /** The next `times` calls answer `status` (with Retry-After when given). */
  fail(status: number, times: number, retryAfterSeconds?: number): void;
};

export type StaysPeer = {
  /** The domain a host types: the template's `{domain}` is 'localhost:port'. */
  domain: string;
  /** STAYS_BASE_URL_TEMPLATE for the app under test. */
  baseUrlTemplate: string;
  account(clientId: string, clientSecret: string): StaysPeerAccount;
  requests: StaysPeerRequest[];
  /** The most calls one account had in flight at once. */
  maxInFlight: number;
  /** How long each answer waits (the benchmark's slow Stays). */
  delayMs: number;
  close(): Promise<void>;
};

type Tenant = StaysPeerAccount & {
  secret: string;
  failures: { status: number; retryAfter?: number }[];
};

const PAGE_LIMIT = 20;
const PREFIX = '/external/v1';

const json = (response: ServerResponse, status: number, body: unknown, headers = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
  return status;
};

const credentialsOf = (request: IncomingMessage): [string, string] | null => {
  const match = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const text = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon < 0 ? null : [text.slice(0, colon), text.slice(colon + 1)];
};

/** A page as Stays gives one: skip/limit, a limit above 20 refused. */
const page = (response: ServerResponse, items: unknown[], query: Record<string, string>) => {
  const limit = Number(query.limit ?? PAGE_LIMIT);
  if (limit > PAGE_LIMIT) return json(response, 400, { message: 'limit must be <= 20' });
  const skip = Number(query.skip ?? 0);
  return json(response, 200, items.slice(skip, skip + limit));
};

const reservationsIn = (tenant: Tenant, query: Record<string, string>) => {
  const cancelled = query.type === 'canceled';
  const field = query.dateType === 'departure' ? 'checkOutDate' : 'checkInDate';
  return tenant.reservations.filter(
    (reservation) =>
      (reservation.type === 'canceled') === cancelled &&
      (!query.from || reservation[field] >= query.from) &&
      (!query.to || reservation[field] <= query.to),
  );
};

const answer = (
  response: ServerResponse,
  tenant: Tenant,
  path: string,
  query: Record<string, string>,
): number => {
  const failure = tenant.failures.shift();
  if (failure) {
    const headers = failure.retryAfter === undefined ? {} : { 'retry-after': failure.retryAfter };
    return json(response, failure.status, { message: 'failure' }, headers);
  }
  if (path === `${PREFIX}/content/listings`) return page(response, tenant.listings, query);
  if (path === `${PREFIX}/booking/reservations`)
    return page(response, reservationsIn(tenant, query), query);
  const client = /^\/external\/v1\/booking\/clients\/([^/]+)$/.exec(path);
  const record = client && tenant.clients.get(decodeURIComponent(client[1]!));
  if (record) return json(response, 200, record);
  return json(response, 404, { message: 'not found' });
};

/**
 * A local peer speaking Stays' external API as a host's account serves it: HTTP Basic with
 * the client id and secret, listings, reservations paged by 20 (a second list with
 * type=canceled), client records, and failures on demand (a 429 with Retry-After, a 500).
 */
export const startStaysPeer = async (): Promise<StaysPeer> => {
  const tenants = new Map<string, Tenant>();
  const inFlight = new Map<string, number>();
  const peer = { requests: [] as StaysPeerRequest[], maxInFlight: 0, delayMs: 0 };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://peer');
    const query = Object.fromEntries(url.searchParams);
    const credentials = credentialsOf(request);
    const tenant = credentials && tenants.get(credentials[0]);
    const clientId = credentials?.[0] ?? null;
    const log = (status: number) =>
      peer.requests.push({ clientId, path: url.pathname, query, status });
    if (!tenant || tenant.secret !== credentials[1])
      return log(json(response, 401, { message: 'Unauthorized' }));
    const current = (inFlight.get(clientId!) ?? 0) + 1;
    inFlight.set(clientId!, current);
    peer.maxInFlight = Math.max(peer.maxInFlight, current);
    setTimeout(() => {
      inFlight.set(clientId!, (inFlight.get(clientId!) ?? 1) - 1);
      log(answer(response, tenant, url.pathname, query));
    }, peer.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(peer, {
    domain: `localhost:${port}`,
    baseUrlTemplate: 'http://{domain}/external/v1',
    account(clientId: string, secret: string): StaysPeerAccount {
      const failures: Tenant['failures'] = [];
      const tenant: Tenant = {
        secret,
        failures,
        listings: [],
        reservations: [],
        clients: new Map(),
        fail: (status, times, retryAfter) => {
          for (let index = 0; index < times; index += 1) failures.push({ status, retryAfter });
        },
      };
      tenants.set(clientId, tenant);
      return tenant;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
};

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A Stays booking `offset` days ahead for `nights`, with overrides. */
export const staysBooking = (
  id: string,
  listingId: string,
  offset: number,
  nights: number,
  overrides: Partial<StaysReservation> = {},
): StaysReservation => ({
  _id: `long-${id}`,
  id,
  _idlisting: listingId,
  _idclient: `client-${id}`,
  partnerCode: `HM${id}`,
  partner: { name: 'API airbnb' },
  type: 'booked',
  checkInDate: day(offset),
  checkInTime: '15:00',
  checkOutDate: day(offset + nights),
  checkOutTime: '10:00',
  guestsDetails: { adults: 2, children: 1, infants: 1, list: [] },
  ...overrides,
});
