import { sql } from 'kysely';
import { aSubUserOf, anOwner, apiAs, appForTheseTests, startAccountsApp } from '@chegada/testing';

describe('a signed-in user who is deactivated or deleted', () => {
  const the = appForTheseTests(startAccountsApp);

  it('loses access at once, even with an unexpired token', async () => {
    const owner = await anOwner(the.app);
    const subUser = await aSubUserOf(the.app, owner);
    await sql`update users set active = false where id = ${subUser.id}`.execute(
      the.app.database.db,
    );
    const response = await apiAs(the.app, subUser)('/me');
    expect(response).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
  });

  it('takes its sub-users’ access with it when a store owner is deactivated', async () => {
    const owner = await anOwner(the.app);
    const subUser = await aSubUserOf(the.app, owner);
    await sql`update users set active = false where id = ${owner.id}`.execute(the.app.database.db);
    expect((await apiAs(the.app, subUser)('/me')).status).toBe(401);
    expect((await apiAs(the.app, owner)('/me')).status).toBe(401);
  });

  it('keeps access while active', async () => {
    const owner = await anOwner(the.app);
    expect((await apiAs(the.app, owner)('/me')).status).toBe(200);
  });
});
