import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Role } from '@chegada/contracts';
import { startTestApp, type TestApp } from './app';
import { requestJson, type JsonResponse } from './http';
import { hashPassword } from '../../apps/api/src/accounts/password-hasher';

/** A user of a test, signed in. */
export type Member = { id: string; email: string; password: string; token: string };

export const ADMIN = { email: 'admin@accounts.test', password: 'admin-password' };

/** The API on a fresh database (with its own Redis keys, as every test app), and a seeded admin. */
export const startAccountsApp = (env: Record<string, string> = {}): Promise<TestApp> =>
  startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env });

export const logIn = async (app: TestApp, email: string, password: string): Promise<string> => {
  const response = await requestJson<{ token?: string }>(`${app.baseUrl}/api/login`, {
    body: { email, password },
  });
  if (!response.body.token) throw new Error(`${email} could not log in: ${response.status}`);
  return response.body.token;
};

export type NewUser = {
  name: string;
  role: Role;
  email?: string;
  ownerId?: string;
  password?: string;
  active?: boolean;
};

const passwordOf = (user: NewUser): string => user.password ?? `${user.name} password`;
const emailOf = (user: NewUser): string =>
  user.email ?? `${user.name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID()}@accounts.test`;

/** Inserts a user as registration would leave it (password: "<name> password"); answers its id. */
export const insertUser = async (app: TestApp, user: NewUser): Promise<string> => {
  const { rows } = await sql<{ id: string }>`
    insert into users (name, email, password_hash, role, owner_id, active)
    values (${user.name}, ${emailOf(user)}, ${await hashPassword(passwordOf(user))}, ${user.role},
            ${user.ownerId ?? null}, ${user.active ?? true})
    returning id`.execute(app.database.db);
  return rows[0]!.id;
};

const signedInUser = async (app: TestApp, user: NewUser): Promise<Member> => {
  const email = emailOf(user);
  const password = passwordOf(user);
  const id = await insertUser(app, { ...user, email });
  return { id, email, password, token: await logIn(app, email, password) };
};

/** A store owner (DEFAULT_USER), inserted directly so tests do not depend on registration. */
export const anOwner = (app: TestApp, name = 'Owner'): Promise<Member> =>
  signedInUser(app, { name, role: Role.DEFAULT_USER });

export const aSubUserOf = (app: TestApp, owner: Member, name = 'Sub-user'): Promise<Member> =>
  signedInUser(app, { name, role: Role.SUBUSER, ownerId: owner.id });

export type OwnerApp = { app: TestApp; owner: Member; api: ApiCaller };

/**
 * The accounts app started once for the file, with one signed-in store owner and a caller of the
 * API as that owner; filled in before the file's tests, closed after them.
 */
export const useOwnerApp = (): OwnerApp => {
  const started = {} as OwnerApp;
  beforeAll(async () => {
    started.app = await startAccountsApp();
    started.owner = await anOwner(started.app);
    started.api = apiAs(started.app, started.owner);
  });
  afterAll(() => started.app.close());
  return started;
};

export const theAdmin = async (app: TestApp): Promise<Member> => {
  const token = await logIn(app, ADMIN.email, ADMIN.password);
  const { rows } = await sql<{ id: string }>`
    select id from users where lower(email) = ${ADMIN.email}`.execute(app.database.db);
  return { id: rows[0]!.id, ...ADMIN, token };
};

/** A member of every role: the admin, a store owner and the owner's sub-user. */
export type EveryRole = { admin: Member; owner: Member; subUser: Member };

/** The accounts app with a member of every role. */
export const anAppWithEveryRole = async (): Promise<{ app: TestApp; members: EveryRole }> => {
  const app = await startAccountsApp();
  const owner = await anOwner(app);
  return {
    app,
    members: { admin: await theAdmin(app), owner, subUser: await aSubUserOf(app, owner) },
  };
};

/** A call to the API as a member (or anonymously without one). */
export type ApiCaller = ReturnType<typeof apiAs>;

export const apiAs =
  (app: TestApp, member?: Member) =>
  <T = Record<string, unknown>>(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    requestJson<T>(`${app.baseUrl}/api${path}`, { ...init, token: member?.token });

export type Caller = 'anonymous' | 'admin' | 'owner' | 'subUser';

/** The API on a fresh database with one signed-in caller of each role. */
export type AppWithCallers = {
  app: TestApp;
  ownerId: string;
  tokens: Record<Caller, string | undefined>;
  /** Calls a route of the API (path from /api on) as the given caller. */
  call: <T = Record<string, unknown>>(
    caller: Caller,
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ) => Promise<JsonResponse<T>>;
};

export const startAppWithCallers = async (
  env: Record<string, string> = {},
): Promise<AppWithCallers> => {
  const app = await startAccountsApp(env);
  const owner = await anOwner(app);
  const members: Record<Caller, Member | undefined> = {
    anonymous: undefined,
    admin: await theAdmin(app),
    owner,
    subUser: await aSubUserOf(app, owner, 'Sub'),
  };
  const tokens = Object.fromEntries(
    Object.entries(members).map(([caller, member]) => [caller, member?.token]),
  ) as Record<Caller, string | undefined>;
  return {
    app,
    ownerId: owner.id,
    tokens,
    call: (caller, path, init = {}) =>
      apiAs(app, members[caller])(path.replace(/^\/api/, ''), init),
  };
};

export type RoleMatrix = [method: string, path: string, statuses: Record<Caller, number>][];

/** A route only admins may call, answering `ok` to them. */
export const adminOnly = (ok: number): Record<Caller, number> => ({
  anonymous: 401,
  owner: 403,
  subUser: 403,
  admin: ok,
});

/** A public route, answering `ok` to anyone. */
export const everyone = (ok: number): Record<Caller, number> => ({
  anonymous: ok,
  owner: ok,
  subUser: ok,
  admin: ok,
});

/** One row per route and caller, for `it.each('%s %s answers %s with %i')`. */
export const roleMatrixRows = (matrix: RoleMatrix) =>
  matrix.flatMap(([method, path, statuses]) =>
    (Object.entries(statuses) as [Caller, number][]).map(
      ([caller, status]) => [method, path, caller, status] as const,
    ),
  );
