import {
  aSubUserOf,
  anOwner,
  apiAs,
  appForTheseTests,
  startAccountsApp,
  type Member,
} from '@chegada/testing';
import { aResidence, givePlan } from './__fixtures__/residences.builder';

type Minted = { data: { token: string; expiresAt: string } };
type Shown = { data: Record<string, unknown> & { name: string } };

/** /u/houses/details/:token: a signed, expiring link to a property's page for its guests. */
describe('house preview links', () => {
  const the = appForTheseTests(startAccountsApp, async (app) => {
    const owner = await anOwner(app, 'Ana');
    await givePlan(app, owner.id);
    const created = await apiAs(app, owner)<{ data: { id: string } }>('/residences', {
      body: aResidence({
        name: 'Casa da Ana',
        usesTTLock: true,
        lockId: '4711',
        accessInstructions: 'Chave no cofre 1234',
        wifiNetwork: 'CasaDaAna',
        wifiPassword: 'senha-1234',
      }),
    });
    return {
      owner,
      subUser: await aSubUserOf(app, owner, 'Recepção'),
      stranger: await anOwner(app, 'Bruno'),
      propertyId: created.body.data.id,
    };
  });

  const mint = (member: Member | undefined, id = the.propertyId) =>
    apiAs(the.app, member)<Minted>(`/house-preview/${id}`, { method: 'POST' });
  const read = (token: string) =>
    apiAs(the.app)<Shown>(`/house-preview/${encodeURIComponent(token)}`);

  it('lets anyone with the link read the property, without its lock or access details', async () => {
    const minted = await mint(the.owner);
    expect(minted.status).toBe(201);
    const { token, expiresAt } = minted.body.data;
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const shown = await read(token);
    expect(shown).toMatchObject({ status: 200, body: { data: { name: 'Casa da Ana' } } });
    for (const hidden of [
      'usesTTLock',
      'lockId',
      'dynamicPassword',
      'accessInstructions',
      'wifiPassword',
    ])
      expect(shown.body.data).not.toHaveProperty(hidden);
    expect(JSON.stringify(shown.body)).not.toContain('1234');
  });

  it('gives every share a different link, a sub-user’s too', async () => {
    const [first, second] = [await mint(the.owner), await mint(the.subUser)];
    expect(second.status).toBe(201);
    expect(second.body.data.token).not.toBe(first.body.data.token);
    expect((await read(second.body.data.token)).status).toBe(200);
  });

  it("refuses to mint for another account's property, or anonymously", async () => {
    expect(await mint(the.stranger)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect((await mint(undefined)).status).toBe(401);
  });

  it('refuses a forged or tampered link', async () => {
    const { token } = (await mint(the.owner)).body.data;
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
    const forgedPayload = Buffer.from(
      JSON.stringify([claims[0], claims[1], Date.now() + 1e12, claims[3]]),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      `${forgedPayload}.${signature}`,
      `${payload}.${flipped}`,
      payload,
      'not-a-token',
      `${payload}.${signature}.extra`,
    ])
      expect(await read(forged)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('stops opening once the property is removed', async () => {
    const created = await apiAs(the.app, the.owner)<{ data: { id: string } }>('/residences', {
      body: aResidence({ name: 'Sítio' }),
    });
    const { token } = (await mint(the.owner, created.body.data.id)).body.data;
    await apiAs(the.app, the.owner)(`/residences/${created.body.data.id}`, { method: 'DELETE' });
    expect((await read(token)).status).toBe(404);
  });
});
