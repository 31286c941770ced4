import { randomUUID } from 'node:crypto';
import { eventually, requestJson, type Member } from '@chegada/testing';
import { reservationCalls } from '../../reservations/__fixtures__';
import { aResidence } from '../../residences/__fixtures__/residences.builder';
import { documentedRoutes, routeName, type Route } from './__fixtures__/openapi-routes';
import {
  LOCK_ID,
  readAccountA,
  twoAccounts,
  untilSettled,
  type AccountA,
} from './__fixtures__/two-accounts';

// Like every-route.int-spec.ts walks bad inputs, this walks every operation of the OpenAPI
// document that takes an id in its path, with account A's ids, as account B: a route added
// tomorrow is walked the day it is added.

/** A path parameter naming a record: `id`, `userId`, `residenceId`, `uploadId`… */
const isIdParameter = (name: string): boolean => name === 'id' || /Id$/.test(name);
const pathParameters = (path: string): string[] =>
  [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);

/** A's ids each id parameter is tried with (every one of A's ids where the name says `id`). */
const idsOf = (a: AccountA, parameter: string): string[] => {
  const users = [a.owner.id, a.subUser.id];
  switch (parameter) {
    case 'userId':
      return users;
    case 'residenceId':
      return [a.host.residenceId];
    case 'uploadId':
      return a.documentIds;
    default:
      return [a.reservationId, a.host.residenceId, ...users, ...a.documentIds];
  }
};

/**
 * The other path parameters. B does not hold A's guest link: a friendly code of A's would be
 * the link itself (public by design), so B sends one of its own making.
 */
const STRANGER_CODE = 'not-a-friendly-code';
const OTHER_PARAMETERS: Record<string, string> = {
  friendlyCode: STRANGER_CODE,
  source: 'airbnb',
  what: 'guest-link',
  file: 'avatar.webp',
};
const otherParameter = (parameter: string): string => OTHER_PARAMETERS[parameter] ?? 'x';

/** Every URL of the route with A's ids in it: each combination of its id parameters. */
const urlsWithIdsOf = (a: AccountA, route: Route): string[] =>
  pathParameters(route.path).reduce<string[]>(
    (urls, parameter) =>
      urls.flatMap((url) =>
        (isIdParameter(parameter) ? idsOf(a, parameter) : [otherParameter(parameter)]).map(
          (value) => url.replace(`{${parameter}}`, value),
        ),
      ),
    [route.path],
  );

/**
 * A body each route would take from its own account, so the refusal is the id's, not the
 * body's (a 400 names the route to add here).
 */
const BODIES: Record<string, unknown> = {
  ...Object.fromEntries(
    Object.values(reservationCalls('{id}', randomUUID())).map((call) => [
      `${call.method} /api${call.path}`,
      'body' in call ? call.body : undefined,
    ]),
  ),
  'PUT /api/users/{id}': { name: 'Renamed', email: 'renamed@example.com' },
  'PUT /api/config/{id}': { emailGuestLinkOnCreation: false },
  'PUT /api/residences/{id}': aResidence({ name: 'Renamed' }),
  'PUT /api/residences/{id}/calendar-feed': { url: 'https://www.airbnb.com/calendar/ical/1.ics' },
  // The lock both hosts' TTLock account holds: B tries to put it on A's property.
  'PUT /api/locks/residences/{id}': { lockId: String(LOCK_ID) },
  'POST /api/stays/generic/guestForm/{friendlyCode}/{residenceId}/{source}': {
    guestName: 'Stranger',
    checkInDate: '2027-03-10',
    checkOutDate: '2027-03-13',
    maxGuests: 2,
    language: 'pt-BR',
  },
  'POST /api/stays/guestForm/{id}/uploads': { field: 'doc_front', size: 1000, type: 'image/jpeg' },
  'POST /api/stays/guestForm/{id}/unlock': { code: '123456' },
  'POST /api/stays/guestForm/{id}/data-requests': { kind: 'copy' },
  'POST /api/stays/guestForm/{id}/data-requests/{requestId}/confirm': { code: '123456' },
  'PUT /api/data-requests/{id}/answer': { answer: 'Done.' },
  'PUT /api/data-requests/{id}/guest-data': { name: 'Renamed', documentKind: 'cpf' },
  'PUT /api/stays/reservations/{id}/fnrh/trip': { visitPurpose: 'leisure', transport: 'car' },
  'POST /api/stays/reservations/import-last-reservation/{id}': {
    doc: '52998224725',
    docType: 'cpf',
    source: 'airbnb',
  },
};

/** Which answers keep A's record hidden: not found, or refused by role before any lookup. */
const HIDDEN = [403, 404];

/**
 * A guest-link route takes the reservation id as the link (no friendly code): a holder of A's
 * link finds A's returning guests by their document, in A's account. B knows no such guest,
 * so it learns nothing but that the link exists. Held to exactly that answer, and reported
 * (issue 28, stranger walk) to the guest form's owners.
 */
const LINK_ROUTES: Record<string, unknown> = {
  'POST /api/stays/reservations/import-last-reservation/{id}': { status: 200, body: { data: [] } },
};

/** The guest link's headers, with a friendly code that is not A's. */
const STRANGER_HEADERS = { source: 'airbnb', friendlycode: STRANGER_CODE };

/** A resumable upload's chunk (PATCH) is bytes at an offset, not JSON. */
const requestOf = (route: Route): { body: unknown; headers: Record<string, string> } => {
  if (route.operation.parameters?.some((parameter) => parameter.name === 'Upload-Offset'))
    return {
      body: 'chunk',
      headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
    };
  const body = BODIES[routeName(route)] ?? (route.operation.requestBody ? {} : undefined);
  return { body, headers: {} };
};

describe('every documented route with an id, called with account A’s ids by account B', () => {
  const world = twoAccounts();
  let routes: Route[];

  beforeAll(async () => {
    routes = (await documentedRoutes(world.app)).filter((route) =>
      pathParameters(route.path).some(isIdParameter),
    );
  });

  it('walks the door code and its retry, the documents, the PDF and every other id route', () => {
    expect(routes.map(routeName)).toEqual(
      expect.arrayContaining([
        'GET /api/locks/reservations/{id}',
        'POST /api/locks/reservations/{id}/retry',
        'GET /api/stays/reservations/{id}/front-desk.pdf',
        'GET /api/stays/documents/{id}/content',
        'GET /api/stays/guestForm/{id}',
        'DELETE /api/users/{id}',
        'GET /api/avatars/{userId}/{file}',
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(40);
  });

  it("has A's door code, documents and deliveries behind A's ids", async () => {
    const read = await readAccountA(world);
    const reservation = `/stays/reservations/${world.a.reservationId}`;
    expect(read[`/locks/reservations/${world.a.reservationId}`]).toMatchObject({
      status: 200,
      body: { data: { passcode: expect.stringMatching(/^\d+$/) as string } },
    });
    expect(world.a.documentIds).toHaveLength(4);
    expect(read[`${reservation}/deliveries`]).toMatchObject({
      status: 200,
      body: { items: expect.arrayContaining([expect.anything()]) as unknown[] },
    });
  });

  /**
   * A's data once it stands still: two reads 300 ms apart alike. The reads include projections
   * (the list, the door code's view), which may still be catching up on a loaded machine.
   */
  const stillAccountA = async () => {
    let last = '';
    return eventually(
      async () => {
        const read = await readAccountA(world);
        const same = JSON.stringify(read) === last;
        last = JSON.stringify(read);
        const list = read['/stays/reservations']?.body as { items?: unknown[] } | undefined;
        return same && list?.items?.length ? read : undefined;
      },
      20_000,
      "account A's data to stand still",
      300,
    );
  };

  const call = async (caller: Member, route: Route, url: string, ip: string) => {
    const { body, headers } = requestOf(route);
    const answer = await requestJson(`${world.app.baseUrl}${url}`, {
      method: route.method,
      body,
      token: caller.token,
      // Each walk from an address of its own: per-address limits count each walk apart.
      headers: { ...STRANGER_HEADERS, 'x-forwarded-for': ip, ...headers },
    });
    return { status: answer.status, body: answer.body };
  };

  /** The routes' answers to A's ids that are neither hidden nor the same as to an unknown id. */
  const walkAs = async (caller: Member, walker: number) => {
    const shown: string[] = [];
    // Each call from an address of its own (198.18.0.0/15, walker 1 or 2): per-address limits,
    // as the liveness routes' 40 calls, count before any lookup, so a 429 would say nothing of A.
    let calls = 0;
    const nextIp = () => `198.${17 + walker}.${(calls >> 8) & 255}.${calls++ & 255}`;
    for (const route of routes) {
      const name = routeName(route);
      for (const url of urlsWithIdsOf(world.a, route)) {
        const answer = await call(caller, route, url, nextIp());
        if (HIDDEN.includes(answer.status)) continue;
        const allowed = url.includes(world.a.reservationId) && LINK_ROUTES[name];
        if (allowed && JSON.stringify(answer) === JSON.stringify(allowed)) continue;
        shown.push(`${name} → ${answer.status}`);
      }
    }
    return [...new Set(shown)];
  };

  it.each([
    ['owner', 1],
    ['subUser', 2],
  ] as const)(
    'answers the %s of account B 404 (or 403 by role) everywhere, and changes nothing of A',
    async (who, walker) => {
      const before = await stillAccountA();
      const shown = await walkAs(world.b[who], walker);
      await untilSettled(world.app);
      expect(shown).toEqual([]);
      expect(await stillAccountA()).toEqual(before);
    },
  );
});
