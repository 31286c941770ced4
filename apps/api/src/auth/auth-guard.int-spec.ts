import { sql } from 'kysely';
import type { TestApp } from '@chegada/testing';
import { aSubUserOf, anOwner, apiAs, startAccountsApp } from '@chegada/testing';

describe('a signed-in user who is deactivated or deleted', () => {
  let app: TestApp;
  beforeAll(async () => (app = await startAccountsApp()));
  afterAll(() => app.close());

  it('loses access at once, even with an unexpired token', async () => {
    const owner = await anOwner(app);
    const subUser = await aSubUserOf(app, owner);
    await sql`update users set active = false where id = ${subUser.id}`.execute(app.database.db);
    const response = await apiAs(app, subUser)('/me');
    expect(response).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
  });

  it('takes its sub-users’ access with it when a store owner is deactivated', async () => {
    const owner = await anOwner(app);
    const subUser = await aSubUserOf(app, owner);
    await sql`update users set active = false where id = ${owner.id}`.execute(app.database.db);
    expect((await apiAs(app, subUser)('/me')).status).toBe(401);
    expect((await apiAs(app, owner)('/me')).status).toBe(401);
  });

  it('keeps access while active', async () => {
    const owner = await anOwner(app);
    expect((await apiAs(app, owner)('/me')).status).toBe(200);
  });
});
