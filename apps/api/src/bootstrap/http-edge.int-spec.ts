import { randomUUID } from 'node:crypto';
import {
  anOwner,
  appForTheseTests,
  startAccountsApp,
  type Member,
  type TestApp,
} from '@chegada/testing';
import {
  aGuestReservation,
  aHostWithProperty,
  guestHeaders,
} from '../guest-form/__fixtures__/guest-form-fixtures';

/** The headers of an answer from the API (path from /api on). */
const headersOf = async (
  app: TestApp,
  path: string,
  { member, headers = {} }: { member?: Member; headers?: Record<string, string> } = {},
) => {
  const response = await fetch(`${app.baseUrl}/api${path}`, {
    headers: { ...headers, ...(member ? { authorization: `Bearer ${member.token}` } : {}) },
  });
  await response.arrayBuffer();
  return { status: response.status, headers: response.headers };
};

/** The names a Vary header lists, lower case. */
const varyOf = (headers: Headers) =>
  (headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());

describe('the HTTP edge', () => {
  const the = appForTheseTests(startAccountsApp, async (app) => {
    const owner = await anOwner(app, 'Ana');
    const host = await aHostWithProperty(app, owner);
    return { owner, host, reservationId: await aGuestReservation(app, host) };
  });

  describe('answers with personal data', () => {
    it.each([
      ['the session user', () => '/me'],
      ['a reservation', () => `/stays/local/${the.reservationId}`],
      ['the reservation list', () => '/stays/reservations'],
      ['the spreadsheet export', () => '/stays/reservations/export'],
      ['the front-desk PDF', () => `/stays/reservations/${the.reservationId}/front-desk.pdf`],
      ['a refusal', () => `/stays/local/${randomUUID()}`],
    ])('keeps %s out of every cache', async (_name, path) => {
      const answer = await headersOf(the.app, path(), { member: the.owner });
      expect([answer.status < 500, answer.headers.get('cache-control')]).toEqual([
        true,
        'no-store',
      ]);
    });

    it('keeps the guest form out of caches, varying on the link headers that select it', async () => {
      const answer = await headersOf(the.app, `/stays/guestForm/${the.reservationId}`, {
        headers: guestHeaders(the.host),
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(varyOf(answer.headers)).toEqual(
        expect.arrayContaining(['source', 'friendlycode', 'additionalguestkey']),
      );
    });

    it('varies on the link headers when the link is wrong, too', async () => {
      const answer = await headersOf(the.app, `/stays/guestForm/${the.reservationId}`, {
        headers: guestHeaders(the.host, { friendlycode: 'not-the-company' }),
      });
      expect(answer.status).toBe(404);
      expect(varyOf(answer.headers)).toEqual(expect.arrayContaining(['source', 'friendlycode']));
    });
  });

  describe('Strict-Transport-Security', () => {
    it('is not sent over plain HTTP, where a browser would ignore it', async () => {
      const answer = await headersOf(the.app, '/health');
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    });

    it('is sent when a trusted proxy says the request came over HTTPS', async () => {
      const answer = await headersOf(the.app, '/health', {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(answer.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    });
  });

  describe('the OpenAPI document', () => {
    it('is public in development and tests', async () => {
      expect((await headersOf(the.app, '/docs-json')).status).toBe(200);
    });

    it('is not served when API_DOCS_PUBLIC is false, as production defaults to', async () => {
      const closed = await startAccountsApp({ API_DOCS_PUBLIC: 'false' });
      try {
        expect((await headersOf(closed, '/docs-json')).status).toBe(404);
        expect((await headersOf(closed, '/docs')).status).toBe(404);
      } finally {
        await closed.close();
      }
    });
  });
});
