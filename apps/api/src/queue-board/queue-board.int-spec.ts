import { Role } from '@chegada/contracts';
import {
  ADMIN,
  insertUser,
  logIn,
  requestJson,
  startAppWithCallers,
  type AppWithCallers,
  type Caller,
} from '@chegada/testing';

/** Only Date is faked: the app's sockets, Redis and PostgreSQL keep their real timers. */
const onlyTheClock = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

describe('the queue board at /admin/queues', () => {
  let world: AppWithCallers;

  beforeAll(async () => {
    world = await startAppWithCallers();
  });
  afterAll(() => world.app.close());

  const openSession = (caller: Caller) =>
    fetch(`${world.app.baseUrl}/api/admin/queue-board/session`, {
      method: 'POST',
      headers: world.tokens[caller] ? { authorization: `Bearer ${world.tokens[caller]}` } : {},
    });
  const board = (path: string, cookie?: string) =>
    fetch(`${world.app.baseUrl}/admin/queues${path}`, { headers: cookie ? { cookie } : {} });

  /** An admin of its own (so the other tests keep their sessions), signed in. */
  const anotherAdmin = async () => {
    const email = `admin-${Date.now()}-${Math.random()}@accounts.test`;
    const password = 'another admin password';
    await insertUser(world.app, { name: 'Admin', role: Role.ADMIN, email, password });
    return { password, token: await logIn(world.app, email, password) };
  };
  const cookieOf = async (token: string, headers: Record<string, string> = {}) => {
    const session = await fetch(`${world.app.baseUrl}/api/admin/queue-board/session`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
    expect(session.status).toBe(204);
    return session.headers.get('set-cookie') ?? '';
  };
  const adminUsers = (token: string) =>
    requestJson(`${world.app.baseUrl}/api/admin/users`, { token });

  it('opens to an admin through a short-lived, HttpOnly, SameSite=Strict cookie of its own path', async () => {
    const session = await openSession('admin');
    expect(session.status).toBe(204);
    const setCookie = session.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      /^chegada_queues=[^;]+; Path=\/admin\/queues; Max-Age=900; HttpOnly; SameSite=Strict$/,
    );
    const cookie = setCookie.split(';')[0];
    const page = await board('', cookie);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Chegada</title>');
    const queues = await board('/api/queues', cookie);
    expect(queues.status).toBe(200);
    const names = ((await queues.json()) as { queues: Array<{ name: string }> }).queues.map(
      (queue) => queue.name,
    );
    expect(names.sort()).toEqual([
      'billing',
      'booking-sync',
      'data-request-deletions',
      'government',
      'guest-document-jobs',
      'identity',
      'lock-test-codes',
      'locks',
      'messages',
      'retention',
      'side-effects',
    ]);
  });

  it('sends a browser opening the page without a session to /login, to come back after', async () => {
    const page = await fetch(`${world.app.baseUrl}/admin/queues`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      redirect: 'manual',
    });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/login?from=%2Fadmin%2Fqueues');
    // The board's own calls still answer 401 in JSON.
    const api = await fetch(`${world.app.baseUrl}/admin/queues/api/queues`, {
      headers: { accept: 'application/json' },
    });
    expect(api.status).toBe(401);
  });

  it('answers 403 to a host and a sub-user, 401 to anyone without a genuine session', async () => {
    expect((await openSession('owner')).status).toBe(403);
    expect((await openSession('subUser')).status).toBe(403);
    expect((await openSession('anonymous')).status).toBe(401);
    expect((await board('')).status).toBe(401);
    expect((await board('/api/queues')).status).toBe(401);
    // A host's bearer token is no way in either.
    const asHost = await fetch(`${world.app.baseUrl}/admin/queues/api/queues`, {
      headers: { authorization: `Bearer ${world.tokens.owner}` },
    });
    expect(asHost.status).toBe(401);
    const forged = `chegada_queues=${world.tokens.admin!.slice(0, -2)}xx`;
    expect((await board('', forged)).status).toBe(401);
    // A host's own session in the cookie is a live session, but not an admin's.
    expect((await board('', `chegada_queues=${world.tokens.owner}`)).status).toBe(401);
    // Nor is the admin's API token a board cookie: only a token minted for the board opens it.
    expect((await board('', `chegada_queues=${world.tokens.admin}`)).status).toBe(401);
  });

  it('holds a token for the board alone, which the API refuses as a bearer token', async () => {
    const admin = await anotherAdmin();
    const token = (await cookieOf(admin.token)).split(';')[0]!.slice('chegada_queues='.length);
    expect(token).not.toBe(admin.token);
    expect((await board('', `chegada_queues=${token}`)).status).toBe(200);
    expect(await adminUsers(token)).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
    expect((await adminUsers(admin.token)).status).toBe(200);
  });

  it('marks the cookie Secure when the request came over HTTPS through the trusted proxy', async () => {
    const { token } = await anotherAdmin();
    expect(await cookieOf(token, { 'x-forwarded-proto': 'https' })).toMatch(
      /; HttpOnly; SameSite=Strict; Secure$/,
    );
    expect(await cookieOf(token)).not.toContain('Secure');
  });

  it("expires on its own after 15 minutes, while the admin's session goes on", async () => {
    const { token } = await anotherAdmin();
    const cookie = (await cookieOf(token)).split(';')[0]!;
    expect((await board('', cookie)).status).toBe(200);
    try {
      jest.useFakeTimers({ doNotFake: [...onlyTheClock], now: Date.now() + 15 * 60 * 1000 });
      expect((await board('', cookie)).status).toBe(401);
      expect((await adminUsers(token)).status).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });

  it("closes with the admin's session: after logout the cookie opens nothing", async () => {
    // A session of its own, so the other tests keep theirs.
    const token = await logIn(world.app, ADMIN.email, ADMIN.password);
    const session = await fetch(`${world.app.baseUrl}/api/admin/queue-board/session`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect((await board('', cookie)).status).toBe(200);
    const logout = await fetch(`${world.app.baseUrl}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBeLessThan(300);
    expect((await board('', cookie)).status).toBe(401);
  });

  it("closes with a new password of the admin's, at once", async () => {
    const admin = await anotherAdmin();
    const cookie = (await cookieOf(admin.token)).split(';')[0]!;
    expect((await board('/api/queues', cookie)).status).toBe(200);
    const change = await requestJson(`${world.app.baseUrl}/api/me/password`, {
      method: 'PUT',
      token: admin.token,
      body: { currentPassword: admin.password, newPassword: 'a brand new password' },
    });
    expect(change.status).toBe(200);
    expect((await board('/api/queues', cookie)).status).toBe(401);
  });
});
