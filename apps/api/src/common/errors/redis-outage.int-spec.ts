import { sql } from 'kysely';
import { translate, type Locale } from '@chegada/contracts';
import {
  anOwner,
  apiAs,
  ADMIN,
  startAccountsApp,
  type Member,
  type TestApp,
} from '@chegada/testing';
import {
  startRedisServer,
  type RedisServer,
} from '../../../../../libs/side-effects/src/__fixtures__/redis-server';
import { insertResidence, reservationBody } from '../../reservations/__fixtures__';

/**
 * Redis stops while the API runs (a redis-server of this test's own): what needs it answers
 * 503 with Retry-After in the caller's language, as /api/health reports, and writes nothing.
 */
describe('the API while Redis is down', () => {
  let redis: RedisServer;
  let app: TestApp;
  let owner: Member;
  let residenceId: string;

  beforeAll(async () => {
    // BullMQ's connections print every refused reconnection; the answers are what is tested.
    const print = console.error.bind(console);
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if ((args[0] as { code?: string } | undefined)?.code !== 'ECONNREFUSED') print(...args);
    });
    redis = await startRedisServer();
    app = await startAccountsApp({ REDIS_URL: redis.url });
    owner = await anOwner(app, 'Ana');
    residenceId = await insertResidence(app, owner.id);
    await redis.stop();
  });
  afterAll(async () => {
    await app.close();
    jest.restoreAllMocks();
  });

  const events = async () => {
    const { rows } = await sql<{ count: string }>`select count(*) from es_events`.execute(
      app.database.db,
    );
    return Number(rows[0]!.count);
  };

  it('reports Redis down on /api/health', async () => {
    const health = await apiAs(app)('/health');
    expect(health).toMatchObject({ status: 503, body: { status: 'down', down: ['redis'] } });
  });

  it.each(['pt-BR', 'en-US', 'es-ES'] as const)(
    'answers a new reservation 503 with Retry-After in %s, and appends nothing',
    async (locale: Locale) => {
      const before = await events();
      const response = await fetch(`${app.baseUrl}/api/stays/reservations`, {
        method: 'POST',
        body: JSON.stringify(reservationBody(residenceId)),
        headers: {
          'content-type': 'application/json',
          'accept-language': locale,
          authorization: `Bearer ${owner.token}`,
        },
      });
      expect([response.status, response.headers.get('retry-after')]).toEqual([
        503,
        expect.stringMatching(/^[1-9]\d*$/),
      ]);
      expect(await response.json()).toEqual({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: translate(locale, 'error.SERVICE_UNAVAILABLE'),
      });
      expect(await events()).toBe(before);
    },
  );

  it('answers a login 503 too, rather than letting anyone in unthrottled', async () => {
    const login = await apiAs(app)('/login', {
      method: 'POST',
      body: { email: ADMIN.email, password: ADMIN.password },
      headers: { 'accept-language': 'es-ES' },
    });
    expect(login.status).toBe(503);
    expect(login.body).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: translate('es-ES', 'error.SERVICE_UNAVAILABLE'),
    });
  });
});
