import { once } from 'node:events';
import {
  TEST_SERVER_URL,
  dropDatabase,
  requestJson,
  runBuiltApp,
  startBuiltApp,
  type SpawnedApp,
} from '@chegada/testing';

/** `npm start` as a user runs it: the built app, a database that does not exist yet, all roles. */
describe('the product started as npm start starts it', () => {
  const databaseName = `chegada_t_${Date.now()}_e2e_start`;
  const admin = { email: 'admin@chegada.test', password: 'admin-password' };
  let app: SpawnedApp;

  beforeAll(async () => {
    app = await startBuiltApp({
      DATABASE_URL: `${TEST_SERVER_URL}/${databaseName}`,
      REDIS_PREFIX: `e2e-${databaseName}`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      CORS_ORIGINS: 'https://app.chegada.test',
    });
  });

  afterAll(async () => {
    await app?.stop();
    await dropDatabase(databaseName);
  });

  it('serves the web client at / and for client-side routes', async () => {
    for (const path of ['/', '/sobre-nos']) {
      const response = await fetch(`${app.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it('says once at boot that smart locks are not connected, and starts anyway', () => {
    const lines = app
      .output()
      .split('\n')
      .filter((line) => line.includes('Smart locks are not connected'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('TTLOCK_CLIENT_ID and TTLOCK_CLIENT_SECRET are not set');
  });

  it('sends the web client compressed', async () => {
    const page = await (await fetch(`${app.baseUrl}/`)).text();
    // The entry is a few bytes that load the shell: every script the page names counts.
    const scripts = [...page.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(1);
    const answers = await Promise.all(
      scripts.map((script) =>
        fetch(`${app.baseUrl}${script}`, { headers: { 'accept-encoding': 'gzip' } }),
      ),
    );
    for (const response of answers) expect(response.status).toBe(200);
    // compression leaves alone what is under 1 KB; the shell's scripts are far over it.
    const encodings = answers.map((response) => response.headers.get('content-encoding'));
    expect(encodings.filter((encoding) => encoding === 'gzip').length).toBeGreaterThan(0);
    const sizes = await Promise.all(
      answers.map(async (response) => (await response.text()).length),
    );
    sizes.forEach((size, index) => {
      if (size > 1024) expect(encodings[index]).toBe('gzip');
    });
  });

  it('reports every dependency healthy', async () => {
    const response = await requestJson(`${app.baseUrl}/api/health`);
    expect(response).toMatchObject({
      status: 200,
      body: { status: 'ok', checks: { postgres: 'up', redis: 'up', eventStore: 'up' } },
    });
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('publishes the OpenAPI document generated from the controllers', async () => {
    const page = await fetch(`${app.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    const document = await requestJson<{ paths: Record<string, unknown> }>(
      `${app.baseUrl}/api/docs-json`,
    );
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/login']),
    );
  });

  it('sends security headers and a strict CORS policy', async () => {
    const allowed = await fetch(`${app.baseUrl}/api/health`, {
      headers: { origin: 'https://app.chegada.test' },
    });
    const foreign = await fetch(`${app.baseUrl}/api/health`, {
      headers: { origin: 'https://evil.test' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.chegada.test');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(allowed.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(allowed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(allowed.headers.get('x-powered-by')).toBeNull();
  });

  it('ensures the configured admin, who can sign in', async () => {
    const login = await requestJson<{ user: { role: number } }>(`${app.baseUrl}/api/login`, {
      body: admin,
    });
    expect(login).toMatchObject({ status: 200, body: { user: { role: 0 } } });
  });

  it('answers unknown API routes with the JSON error body', async () => {
    const response = await requestJson(`${app.baseUrl}/api/no-such-route`);
    expect(response).toMatchObject({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND' } });
  });
});

describe('start-up failures', () => {
  const run = async (env: Record<string, string>) => {
    const app = runBuiltApp(env);
    const [code] = (await once(app.process, 'exit')) as [number];
    return { code, output: app.output().trim() };
  };

  it('names the variable and the compose command when PostgreSQL is unreachable', async () => {
    const { code, output } = await run({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/chegada' });
    expect(code).toBe(1);
    expect(output.split('\n')).toEqual([
      expect.stringMatching(
        /^Cannot reach PostgreSQL at DATABASE_URL=postgres:\/\/postgres@127\.0\.0\.1:1\/chegada .*docker compose up -d postgres redis$/,
      ),
    ]);
  });

  it('names REDIS_URL when Redis is unreachable', async () => {
    const { code, output } = await run({ REDIS_URL: 'redis://127.0.0.1:1' });
    expect(code).toBe(1);
    expect(output).toMatch(
      /^Cannot reach Redis at REDIS_URL=redis:\/\/127\.0\.0\.1:1 .*docker compose up -d postgres redis$/,
    );
  });

  it('lists every bad variable at once', async () => {
    const { code, output } = await run({ PORT: 'abc', EVENT_STORE: 'mongo' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('PORT:');
    expect(output).toContain('EVENT_STORE:');
  });
});

describe('one role per process', () => {
  const databaseName = `chegada_t_${Date.now()}_e2e_roles`;

  afterAll(async () => {
    await dropDatabase(databaseName);
  });

  it('runs the projections role alone, without HTTP, and stops cleanly on SIGTERM', async () => {
    const app = runBuiltApp({
      ROLE: 'projections',
      DATABASE_URL: `${TEST_SERVER_URL}/${databaseName}`,
      REDIS_PREFIX: `e2e-${databaseName}`,
    });
    const deadline = Date.now() + 30_000;
    const started = () =>
      app.output().includes('Chegada (projections) running') &&
      // Development logs are readable lines (libs/logging/src/readable-lines.ts).
      app.output().includes('projection owner: running projection=audit-trail');
    while (!started() && Date.now() < deadline) {
      expect(app.process.exitCode).toBeNull();
      await new Promise((done) => setTimeout(done, 100));
    }
    expect(started()).toBe(true);
    expect(app.output()).not.toContain('on port');
    app.process.kill('SIGTERM');
    const [code, signal] = (await once(app.process, 'exit')) as [number | null, string | null];
    // Nest re-raises the signal only after every shutdown hook finished without error (a
    // failing hook exits with code 1), so dying of SIGTERM is the proof of a clean stop.
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGTERM' });
  });
});
