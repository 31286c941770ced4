import { createSecretKey, randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { sql } from 'kysely';
import { Role } from '@chegada/contracts';
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

describe('a token without an expiry', () => {
  const the = appForTheseTests(startAccountsApp);

  it('is refused with 401, though signed with the secret', async () => {
    const owner = await anOwner(the.app);
    const signer = new JwtService({
      secret: createSecretKey(Buffer.from(the.app.config.JWT_SECRET)),
    });
    const claims = { sub: owner.id, role: Role.DEFAULT_USER, acc: owner.id, ver: 0 };
    const forever = await signer.signAsync(
      { ...claims, jti: randomUUID() },
      { algorithm: 'HS256', issuer: 'chegada' },
    );
    const response = await apiAs(the.app, { ...owner, token: forever })('/me');
    expect(response).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
  });
});
