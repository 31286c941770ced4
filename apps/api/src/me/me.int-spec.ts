import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Role } from '@chegada/contracts';
import { ADMIN, requestJson, startAccountsApp, type TestApp } from '@chegada/testing';
import { TokenService } from '../auth';
import { registerOwner } from '../registration/__fixtures__/registration.builder';

describe('GET /api/me', () => {
  let app: TestApp;
  // The admin startAccountsApp seeds.
  const admin = ADMIN;

  beforeAll(async () => {
    app = await startAccountsApp();
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

  // The keys page states the door-code lead time to owners and sub-users alike (issue 27).
  it("tells every member the account's door-code lead time from its settings, 2 h by default", async () => {
    const owner = await registerOwner(app);
    const subUser = await subUserOf(owner.user.id);
    const leadTime = async (token: string) =>
      ((await me(token)).body.company as { accessReleaseHoursBeforeCheckIn: number })
        .accessReleaseHoursBeforeCheckIn;
    expect(await leadTime(subUser.token)).toBe(2);
    const saved = await requestJson(`${app.baseUrl}/api/config/${owner.user.id}`, {
      method: 'PUT',
      token: owner.token,
      body: { accessReleaseHoursBeforeCheckIn: 24 },
    });
    expect(saved.status).toBe(200);
    expect([await leadTime(owner.token), await leadTime(subUser.token)]).toEqual([24, 24]);
  });

  // The setting only opens a new property's deposit section (issue 27): the form asks a deposit
  // wherever the property's is above 0, whatever it says.
  it("tells every member whether the account's new properties start with the deposit section open", async () => {
    const owner = await registerOwner(app);
    const subUser = await subUserOf(owner.user.id);
    const depositOpen = async (token: string) =>
      ((await me(token)).body.company as { showDepositStep: boolean }).showDepositStep;
    expect(await depositOpen(owner.token)).toBe(false);
    const saved = await requestJson(`${app.baseUrl}/api/config/${owner.user.id}`, {
      method: 'PUT',
      token: owner.token,
      body: { showDepositStep: true },
    });
    expect(saved.status).toBe(200);
    expect([await depositOpen(owner.token), await depositOpen(subUser.token)]).toEqual([
      true,
      true,
    ]);
  });

  // Walk of issue 32: a new property's form starts with the languages /u/config offers guests.
  it('tells every member which languages the account offers guests', async () => {
    const owner = await registerOwner(app);
    const subUser = await subUserOf(owner.user.id);
    const offered = async (token: string) =>
      ((await me(token)).body.company as { guestLanguages: string[] }).guestLanguages;
    expect(await offered(owner.token)).toEqual(['pt-BR', 'en-US', 'es-ES']);
    const saved = await requestJson(`${app.baseUrl}/api/config/${owner.user.id}`, {
      method: 'PUT',
      token: owner.token,
      body: { guestLanguages: ['pt-BR', 'es-ES'] },
    });
    expect(saved.status).toBe(200);
    expect([await offered(owner.token), await offered(subUser.token)]).toEqual([
      ['pt-BR', 'es-ES'],
      ['pt-BR', 'es-ES'],
    ]);
  });

  // Issue 31: the billing cycle turns an ended trial into the first charge; the calendar alone
  // never makes an account inactive (with no billing provider the trial simply runs on).
  it('shows an ended trial as a trial with no day left', async () => {
    const owner = await registerOwner(app);
    await sql`
      update subscriptions
      set started_at = now() - interval '31 days', ends_at = now() - interval '1 day'
      where owner_id = ${owner.user.id}`.execute(app.database.db);
    const response = await me(owner.token);
    expect(response.body.currentSubscription).toMatchObject({
      status: 'trial',
      plan: { name: 'Trial' },
      trialDaysLeft: 0,
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

describe('PUT /api/me', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startAccountsApp();
  });
  afterAll(() => app.close());

  const update = (token: string, body: unknown, locale = 'en-US') =>
    requestJson<Record<string, unknown>>(`${app.baseUrl}/api/me`, {
      method: 'PUT',
      token,
      body,
      headers: { 'accept-language': locale },
    });

  it('changes the name and the phone, kept in E.164, and answers the session user', async () => {
    const owner = await registerOwner(app);
    const response = await update(owner.token, { name: ' Maria Lima ', phone: '(21) 98765-4321' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'Maria Lima', phone: '+5521987654321' });
    expect(response.body.company).toEqual(owner.user.company);
    const again = await requestJson<Record<string, unknown>>(`${app.baseUrl}/api/me`, {
      token: owner.token,
    });
    expect(again.body).toMatchObject({ name: 'Maria Lima', phone: '+5521987654321' });
  });

  it('clears the phone when it comes empty', async () => {
    const owner = await registerOwner(app);
    expect((await update(owner.token, { name: 'Maria', phone: '' })).body.phone).toBeNull();
  });

  it('refuses a missing name and a bad phone, worded in the language', async () => {
    const owner = await registerOwner(app);
    const response = await update(owner.token, { phone: 'call me' }, 'pt-BR');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { field: 'name', message: 'Campo obrigatório' },
      { field: 'phone', message: 'Telefone inválido' },
    ]);
  });

  it('changes nothing else: the e-mail is not the profile’s to change', async () => {
    const owner = await registerOwner(app);
    const response = await update(owner.token, { name: 'Maria', email: 'x@y.z' });
    expect(response).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'email', message: 'Field not allowed' }] },
    });
  });

  it('refuses an anonymous caller', async () => {
    expect((await update('', { name: 'Maria' })).status).toBe(401);
  });
});
