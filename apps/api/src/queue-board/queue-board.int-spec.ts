import {
  ADMIN,
  logIn,
  startAppWithCallers,
  type AppWithCallers,
  type Caller,
} from '@chegada/testing';

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
    expect(names.sort()).toEqual(['lock-test-codes', 'locks', 'messages', 'side-effects']);
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
});
