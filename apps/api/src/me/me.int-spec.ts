import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Role } from '@chegada/contracts';
import { requestJson, startAccountsApp, type TestApp } from '@chegada/testing';
import { TokenService } from '../auth';
import { registerOwner } from '../registration/__fixtures__/registration.builder';

describe('GET /api/me', () => {
  let app: TestApp;
  const admin = { email: 'admin@example.com', password: 'admin secret' };

  beforeAll(async () => {
    app = await startAccountsApp({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  });
  afterAll(() => app.close());

  const me = (token?: string) =>
    requestJson<Record<string, unknown>>(`${app.baseUrl}/api/me`, {
      token,
      headers: { 'accept-language': 'en-US' },
    });

  /** A sub-user of the owner, written as the users feature would, with its token. */
  const subUserOf = async (ownerId: string) => {
    const { rows } = await sql<{ id: string }>`
      insert into users (name, email, password_hash, role, owner_id)
      values ('Ana Souza', ${`ana.${randomUUID()}@example.com`}, 'x', ${Role.SUBUSER}, ${ownerId})
      returning id`.execute(app.database.db);
    const id = rows[0]!.id;
    const token = await app.app.get(TokenService).issue({
      id,
      role: Role.SUBUSER,
      accountId: ownerId,
    });
    return { id, token };
  };

  it('refuses an anonymous caller and a forged token', async () => {
    const unauthenticated = {
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: 'Your session has ended. Please log in again.' },
    };
    expect(await me()).toMatchObject(unauthenticated);
    expect(await me('a.b.c')).toMatchObject(unauthenticated);
  });

  it('shows an admin without company or subscription, as login does', async () => {
    const login = await requestJson<{ user: unknown; token: string }>(`${app.baseUrl}/api/login`, {
      body: admin,
    });
    const response = await me(login.body.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: expect.any(String),
      name: 'Admin',
      email: admin.email,
      role: 0,
      phone: null,
      image: null,
      company: null,
      currentSubscription: null,
    });
    expect(login.body.user).toEqual(response.body);
  });

  it("shows a sub-user as itself, with its owner's company and subscription", async () => {
    const owner = await registerOwner(app, { companyName: 'Casa de Praia' });
    const subUser = await subUserOf(owner.user.id);
    const response = await me(subUser.token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: subUser.id,
      name: 'Ana Souza',
      role: 2,
      company: owner.user.company,
      currentSubscription: owner.user.currentSubscription,
    });
  });

  it('shows an ended trial as inactive', async () => {
    const owner = await registerOwner(app);
    await sql`
      update subscriptions
      set started_at = now() - interval '31 days', ends_at = now() - interval '1 day'
      where owner_id = ${owner.user.id}`.execute(app.database.db);
    const response = await me(owner.token);
    expect(response.body.currentSubscription).toMatchObject({
      status: 'inactive',
      plan: { name: 'Trial' },
      trialDaysLeft: null,
    });
  });

  it('answers the avatar as an absolute path on the API host', async () => {
    const owner = await registerOwner(app);
    await sql`update users set image = 'uploads/avatars/maria.png' where id = ${owner.user.id}`.execute(
      app.database.db,
    );
    expect((await me(owner.token)).body.image).toBe('/uploads/avatars/maria.png');
  });

  it('signs out a user deactivated since its token was issued', async () => {
    const owner = await registerOwner(app);
    await sql`update users set active = false where id = ${owner.user.id}`.execute(app.database.db);
    expect(await me(owner.token)).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
  });
});
