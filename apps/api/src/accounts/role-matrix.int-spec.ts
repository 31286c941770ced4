import { randomUUID } from 'node:crypto';
import {
  adminOnly,
  everyone,
  roleMatrixRows,
  startAppWithCallers,
  type AppWithCallers,
  type Caller,
  type RoleMatrix,
} from '@chegada/testing';

/**
 * Who may call what, for every route of the accounts API, in one table. Allowed callers send
 * an empty body where one is expected, so they get past the guard and meet validation (400)
 * or the missing resource (404); refused callers never get that far.
 */
const ownerOnly = (ok: number): Record<Caller, number> => ({
  anonymous: 401,
  admin: 403,
  owner: ok,
  subUser: 403,
});
const signedIn = (ok: number): Record<Caller, number> => ({
  anonymous: 401,
  admin: ok,
  owner: ok,
  subUser: ok,
});
const account = (ok: number): Record<Caller, number> => ({ ...signedIn(ok), admin: 403 });

const unknown = randomUUID();

const matrix = (ownerId: string): RoleMatrix => [
  ['GET', '/api/health', everyone(200)],
  ['POST', '/api/login', everyone(400)],
  ['POST', '/api/register', everyone(400)],
  ['POST', '/api/recover-password', everyone(400)],
  ['POST', '/api/reset-password', everyone(400)],
  ['POST', '/api/contact', everyone(400)],
  ['POST', '/api/new-contact', everyone(400)],
  ['GET', '/api/price-tables', everyone(200)],
  ['GET', '/api/me', signedIn(200)],
  ['PUT', '/api/me', signedIn(400)],
  ['GET', '/api/credits', account(200)],
  ['GET', '/api/transactions', account(200)],
  ['GET', '/api/users', ownerOnly(200)],
  ['POST', '/api/users', ownerOnly(400)],
  ['PUT', `/api/users/${unknown}`, ownerOnly(404)],
  ['DELETE', `/api/users/${unknown}`, ownerOnly(404)],
  ['GET', '/api/users/performance', ownerOnly(200)],
  ['GET', '/api/config', ownerOnly(200)],
  ['PUT', `/api/config/${unknown}`, ownerOnly(404)],
  ['POST', `/api/transactions/${ownerId}`, adminOnly(400)],
  ['GET', '/api/admin/users', adminOnly(200)],
  ['GET', '/api/admin/outbox', adminOnly(200)],
  ['GET', '/api/admin/price-tables', adminOnly(200)],
  ['POST', '/api/admin/price-tables', adminOnly(400)],
  ['PUT', `/api/admin/price-tables/${unknown}`, adminOnly(400)],
  ['DELETE', `/api/admin/price-tables/${unknown}`, adminOnly(404)],
];

describe('the accounts API role matrix', () => {
  let api: AppWithCallers;
  let rows: ReturnType<typeof roleMatrixRows>;

  beforeAll(async () => {
    api = await startAppWithCallers();
    rows = roleMatrixRows(matrix(api.ownerId));
  });
  afterAll(() => api.app.close());

  it('answers every route and caller as the table says', async () => {
    const answers = [];
    for (const [method, path, caller, expected] of rows) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const { status } = await api.call(caller, path, { method, body });
      answers.push({ route: `${method} ${path}`, caller, status, expected });
    }
    const wrong = answers.filter((answer) => answer.status !== answer.expected);
    expect(wrong).toEqual([]);
    expect(answers).toHaveLength(matrix(api.ownerId).length * 4);
  });

  it('never answers 500 to malformed or mistyped bodies, whoever sends them', async () => {
    const bodies = ['{', '[]', 'null', '"text"', '42', '{"name": {"$ne": 1}}', '{"email": []}'];
    const sent = rows.filter(([method]) => method === 'POST' || method === 'PUT');
    const failures = [];
    for (const [method, path, caller] of sent) {
      for (const body of bodies) {
        const { status } = await api.call(caller, path, { method, body });
        if (status >= 500) failures.push({ route: `${method} ${path}`, caller, body, status });
      }
    }
    expect(failures).toEqual([]);
  });
});
