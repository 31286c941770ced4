import type { TestApp } from '@chegada/testing';
import {
  aSubUserOf,
  anAppWithEveryRole,
  anOwner,
  apiAs,
  appForTheseTests,
  startAccountsApp,
  theAdmin,
  type Member,
} from '@chegada/testing';

type Caller = 'anonymous' | 'admin' | 'owner' | 'subUser';
type Call = { method: string; path: string; body?: unknown };

describe('who may call the account routes', () => {
  let app: TestApp;
  let members: Record<Exclude<Caller, 'anonymous'>, Member>;
  let editTarget: Member;
  let deleteTarget: Member;

  beforeAll(async () => {
    ({ app, members } = await anAppWithEveryRole());
    editTarget = await aSubUserOf(app, members.owner, 'Edit target');
    deleteTarget = await aSubUserOf(app, members.owner, 'Delete target');
  });
  afterAll(() => app.close());

  let created = 0;
  const routes: [name: string, call: () => Call, expected: Record<Caller, number>][] = [
    ['GET /users', () => ({ method: 'GET', path: '/users' }), status(200, 403)],
    [
      'POST /users',
      () => ({
        method: 'POST',
        path: '/users',
        body: {
          name: 'New',
          email: `new-${++created}@matrix.test`,
          password: 'secret1',
          confirmPassword: 'secret1',
        },
      }),
      status(201, 403),
    ],
    [
      'PUT /users/:id',
      () => ({ method: 'PUT', path: `/users/${editTarget.id}`, body: { name: 'Renamed' } }),
      status(200, 403),
    ],
    [
      'DELETE /users/:id',
      () => ({ method: 'DELETE', path: `/users/${deleteTarget.id}` }),
      status(204, 403),
    ],
    [
      'GET /users/performance',
      () => ({ method: 'GET', path: '/users/performance' }),
      status(200, 403),
    ],
    ['GET /config', () => ({ method: 'GET', path: '/config' }), status(200, 403)],
    [
      'PUT /config/:id',
      () => ({
        method: 'PUT',
        path: `/config/${members.owner.id}`,
        body: { requireSelfie: false },
      }),
      status(200, 403),
    ],
    ['GET /credits', () => ({ method: 'GET', path: '/credits' }), status(200, 200)],
    ['GET /transactions', () => ({ method: 'GET', path: '/transactions' }), status(200, 200)],
    [
      'POST /transactions/:id',
      () => ({ method: 'POST', path: `/transactions/${members.owner.id}`, body: { ammount: 100 } }),
      { anonymous: 401, admin: 201, owner: 403, subUser: 403 },
    ],
  ];

  it.each(routes)('%s', async (_name, call, expected) => {
    const actual: Record<string, number> = {};
    for (const caller of Object.keys(expected) as Caller[]) {
      const member = caller === 'anonymous' ? undefined : members[caller];
      const { method, path, body } = call();
      actual[caller] = (await apiAs(app, member)(path, { method, body })).status;
    }
    expect(actual).toEqual(expected);
  });
});

/** Account routes: admins have no account (403); the owner gets `owner`, a sub-user `subUser`. */
function status(owner: number, subUser: number): Record<Caller, number> {
  return { anonymous: 401, admin: 403, owner, subUser };
}

describe('a sub-user of account A and account B', () => {
  const the = appForTheseTests(startAccountsApp, async (app) => {
    const [ownerA, ownerB] = [await anOwner(app, 'Owner A'), await anOwner(app, 'Owner B')];
    await apiAs(app, await theAdmin(app))(`/transactions/${ownerB.id}`, { body: { ammount: 700 } });
    await apiAs(app, ownerB)(`/config/${ownerB.id}`, {
      method: 'PUT',
      body: { doormanListEmail: 'doorman@b.test' },
    });
    return {
      ownerA,
      subA: await aSubUserOf(app, ownerA, 'Sub A'),
      ownerB,
      subB: await aSubUserOf(app, ownerB, 'Sub B'),
    };
  });

  const statusOf = async (member: Member, method: string, path: string, body?: unknown) =>
    (await apiAs(the.app, member)(path, { method, body })).status;

  it('A reads only its own users, settings, credits and transactions', async () => {
    const usersA = await apiAs(the.app, the.ownerA)<{ data: { id: string }[] }>('/users');
    expect(usersA.body.data.map((user) => user.id)).toEqual([the.subA.id]);
    const performanceA = await apiAs(
      the.app,
      the.ownerA,
    )<{ data: { userId: string }[] }>('/users/performance');
    expect(performanceA.body.data.map((line) => line.userId)).toEqual([the.ownerA.id, the.subA.id]);
    const configA = await apiAs(the.app, the.ownerA)<{ data: Record<string, unknown> }>('/config');
    expect(configA.body.data).toMatchObject({ id: the.ownerA.id, doormanListEmail: null });
    for (const member of [the.ownerA, the.subA]) {
      expect((await apiAs(the.app, member)('/credits')).body).toEqual({ data: 0 });
      expect((await apiAs(the.app, member)('/transactions')).body).toEqual({ data: [] });
    }
    expect((await apiAs(the.app, the.subB)('/credits')).body).toEqual({ data: 700 });
  });

  it('A cannot change B: B’s ids are unknown to A’s owner and forbidden to A’s sub-user', async () => {
    expect(await statusOf(the.ownerA, 'PUT', `/users/${the.subB.id}`, { active: false })).toBe(404);
    expect(await statusOf(the.ownerA, 'DELETE', `/users/${the.subB.id}`)).toBe(404);
    expect(
      await statusOf(the.ownerA, 'PUT', `/config/${the.ownerB.id}`, { doormanListEmail: null }),
    ).toBe(404);
    expect(await statusOf(the.subA, 'PUT', `/users/${the.subB.id}`, { active: false })).toBe(403);
    expect(await statusOf(the.subA, 'DELETE', `/users/${the.subB.id}`)).toBe(403);
    expect(
      await statusOf(the.subA, 'PUT', `/config/${the.ownerB.id}`, { doormanListEmail: null }),
    ).toBe(403);
    expect(await statusOf(the.subA, 'POST', `/transactions/${the.subA.id}`, { ammount: 100 })).toBe(
      403,
    );
    const configB = await apiAs(the.app, the.ownerB)<{ data: Record<string, unknown> }>('/config');
    expect(configB.body.data).toMatchObject({ doormanListEmail: 'doorman@b.test' });
    expect((await apiAs(the.app, the.ownerB)<{ data: unknown[] }>('/users')).body.data).toEqual([
      expect.objectContaining({ id: the.subB.id, active: true }),
    ]);
  });

  it('a sub-user cannot manage the users or settings of its own account', async () => {
    expect(await statusOf(the.subA, 'GET', '/users')).toBe(403);
    expect(await statusOf(the.subA, 'POST', '/users', { name: 'Me too' })).toBe(403);
    expect(await statusOf(the.subA, 'PUT', `/users/${the.subA.id}`, { name: 'Boss' })).toBe(403);
    expect(await statusOf(the.subA, 'DELETE', `/users/${the.subA.id}`)).toBe(403);
    expect(await statusOf(the.subA, 'GET', '/config')).toBe(403);
    expect(
      await statusOf(the.subA, 'PUT', `/config/${the.ownerA.id}`, { requireSelfie: false }),
    ).toBe(403);
    expect(await statusOf(the.subA, 'GET', '/users/performance')).toBe(403);
  });
});
