import { randomUUID } from 'node:crypto';
import { anOwner, startAccountsApp, type Member, type TestApp } from '@chegada/testing';
import {
  aGuestReservation,
  aHostWithProperty,
  guestHeaders,
  type Host,
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
  let app: TestApp;
  let owner: Member;
  let host: Host;
  let reservationId: string;

  beforeAll(async () => {
    app = await startAccountsApp();
    owner = await anOwner(app, 'Ana');
    host = await aHostWithProperty(app, owner);
    reservationId = await aGuestReservation(app, host);
  });
  afterAll(() => app.close());

  describe('answers with personal data', () => {
    it.each([
      ['the session user', () => '/me'],
      ['a reservation', () => `/stays/local/${reservationId}`],
      ['the reservation list', () => '/stays/reservations'],
      ['the spreadsheet export', () => '/stays/reservations/export'],
      ['the front-desk PDF', () => `/stays/reservations/${reservationId}/front-desk.pdf`],
      ['a refusal', () => `/stays/local/${randomUUID()}`],
    ])('keeps %s out of every cache', async (_name, path) => {
      const answer = await headersOf(app, path(), { member: owner });
      expect([answer.status < 500, answer.headers.get('cache-control')]).toEqual([
        true,
        'no-store',
      ]);
    });

    it('keeps the guest form out of caches, varying on the link headers that select it', async () => {
      const answer = await headersOf(app, `/stays/guestForm/${reservationId}`, {
        headers: guestHeaders(host),
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(varyOf(answer.headers)).toEqual(
        expect.arrayContaining(['source', 'friendlycode', 'additionalguestkey']),
      );
    });

    it('varies on the link headers when the link is wrong, too', async () => {
      const answer = await headersOf(app, `/stays/guestForm/${reservationId}`, {
        headers: guestHeaders(host, { friendlycode: 'not-the-company' }),
      });
      expect(answer.status).toBe(404);
      expect(varyOf(answer.headers)).toEqual(expect.arrayContaining(['source', 'friendlycode']));
    });
  });

  describe('Strict-Transport-Security', () => {
    it('is not sent over plain HTTP, where a browser would ignore it', async () => {
      const answer = await headersOf(app, '/health');
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    });

    it('is sent when a trusted proxy says the request came over HTTPS', async () => {
      const answer = await headersOf(app, '/health', {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(answer.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    });
  });

  describe('the OpenAPI document', () => {
    it('is public in development and tests', async () => {
      expect((await headersOf(app, '/docs-json')).status).toBe(200);
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
