import {
  TEST_SERVER_URL,
  dropDatabase,
  requestJson,
  startBuiltApp,
  type SpawnedApp,
} from '@chegada/testing';

/** `npm start` in development: a newcomer finds demo logins in the log and data behind them. */
describe('the demo data of a development start', () => {
  const databaseName = `chegada_t_${Date.now()}_e2e_demo`;
  const env = {
    DEMO_SEED: 'true',
    DATABASE_URL: `${TEST_SERVER_URL}/${databaseName}`,
    REDIS_PREFIX: `e2e-${databaseName}`,
  };
  let app: SpawnedApp | undefined;

  const start = async () => {
    app = await startBuiltApp(env);
    const deadline = Date.now() + 30_000;
    while (!app.output().includes('Demo logins') && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 100));
    }
    const line = /admin (\S+) \/ (\S+); host (\S+) \/ (\S+)$/m.exec(app.output());
    if (!line) throw new Error(`no demo logins in the log:\n${app.output()}`);
    const [, adminEmail, adminPassword, hostEmail, hostPassword] = line;
    return {
      admin: { email: adminEmail!, password: adminPassword! },
      host: { email: hostEmail!, password: hostPassword! },
    };
  };

  const login = async (credentials: { email: string; password: string }) => {
    const answer = await requestJson<{ token: string; user: { role: number } }>(
      `${app!.baseUrl}/api/login`,
      { body: credentials },
    );
    expect(answer.status).toBe(200);
    return answer.body;
  };

  const listed = async (token: string) => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const page = await requestJson<{ total: number }>(`${app!.baseUrl}/api/stays/reservations`, {
        token,
      });
      if (page.body.total >= 3 || Date.now() > deadline) return page.body.total;
      await new Promise((done) => setTimeout(done, 200));
    }
  };

  afterAll(async () => {
    await app?.stop();
    await dropDatabase(databaseName);
  });

  it('prints logins that sign in to an admin and a host with properties and reservations, once', async () => {
    const first = await start();
    expect((await login(first.admin)).user.role).toBe(0);
    const { token } = await login(first.host);
    const properties = await requestJson<{ total: number }>(`${app!.baseUrl}/api/residences`, {
      token,
    });
    expect(properties.body.total).toBe(2);
    expect(await listed(token)).toBe(3);

    await app!.stop();
    const again = await start();
    expect(again).toEqual(first);
    const { token: second } = await login(again.host);
    const still = await requestJson<{ total: number }>(`${app!.baseUrl}/api/residences`, {
      token: second,
    });
    expect(still.body.total).toBe(2);
    expect(await listed(second)).toBe(3);
  });
});
