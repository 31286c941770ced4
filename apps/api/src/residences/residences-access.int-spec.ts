import {
  aSubUserOf,
  anOwner,
  apiAs,
  roleMatrixRows,
  startAppWithCallers,
  type AppWithCallers,
  type Caller,
  type Member,
  type RoleMatrix,
} from '@chegada/testing';
import { aResidence, givePlan } from './__fixtures__/residences.builder';

type One = { data: { id: string; name: string } };
type Page = { items: { id: string }[]; total: number };

/** The store owner and its sub-users manage properties; admins do not (issue 4). */
const account = (ok: number): Record<Caller, number> => ({
  anonymous: 401,
  admin: 403,
  owner: ok,
  subUser: ok,
});

// ':id' stands for a property of the owner's account, fresh for every call.
const matrix: RoleMatrix = [
  ['GET', '/api/residences', account(200)],
  ['POST', '/api/residences', account(201)],
  ['GET', '/api/residences/:id', account(200)],
  ['PUT', '/api/residences/:id', account(200)],
  ['DELETE', '/api/residences/:id', account(204)],
];

describe('properties: who may manage them', () => {
  let callers: AppWithCallers;

  beforeAll(async () => {
    callers = await startAppWithCallers();
    await givePlan(callers.app, callers.ownerId);
  });
  afterAll(() => callers.app.close());

  const aPropertyOfTheOwner = async (): Promise<string> =>
    (await callers.call<One>('owner', '/residences', { body: aResidence() })).body.data.id;

  it.each(roleMatrixRows(matrix))(
    '%s %s answers %s with %i',
    async (method, path, caller, status) => {
      const withId = path.includes(':id') ? path.replace(':id', await aPropertyOfTheOwner()) : path;
      const body = method === 'POST' || method === 'PUT' ? aResidence() : undefined;
      const response = await callers.call(caller, withId, { method, body });
      expect(response.status).toBe(status);
    },
  );

  describe('between accounts', () => {
    let ownerA: Member;
    let subUserA: Member;
    let ownerB: Member;
    let propertyOfA: string;

    beforeAll(async () => {
      const { app } = callers;
      ownerA = await anOwner(app, 'Ana');
      subUserA = await aSubUserOf(app, ownerA, 'Recepção da Ana');
      ownerB = await anOwner(app, 'Bruno');
      await givePlan(app, ownerA.id);
      await givePlan(app, ownerB.id);
      const created = await apiAs(app, ownerA)<One>('/residences', {
        body: aResidence({ name: 'Casa da Ana' }),
      });
      propertyOfA = created.body.data.id;
    });

    it.each([
      ['GET', undefined],
      ['PUT', aResidence({ name: 'Tomada' })],
      ['DELETE', undefined],
    ])("%s of another account's property answers 404 and changes nothing", async (method, body) => {
      const response = await apiAs(callers.app, ownerB)(`/residences/${propertyOfA}`, {
        method,
        body,
      });
      expect(response).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
      const stillThere = await apiAs(callers.app, ownerA)<One>(`/residences/${propertyOfA}`);
      expect(stillThere).toMatchObject({ status: 200, body: { data: { name: 'Casa da Ana' } } });
    });

    it("lists only the caller's account's properties", async () => {
      const listOf = async (member: Member) =>
        (await apiAs(callers.app, member)<Page>('/residences')).body.items.map((item) => item.id);
      expect(await listOf(ownerB)).not.toContain(propertyOfA);
      expect(await listOf(subUserA)).toContain(propertyOfA);
    });

    it("lets a sub-user manage its owner's properties, and the owner see the sub-user's", async () => {
      const asSubUser = apiAs(callers.app, subUserA);
      const renamed = await asSubUser<One>(`/residences/${propertyOfA}`, {
        method: 'PUT',
        body: aResidence({ name: 'Casa da Ana, reformada' }),
      });
      expect(renamed).toMatchObject({
        status: 200,
        body: { data: { name: 'Casa da Ana, reformada' } },
      });
      const added = await asSubUser<One>('/residences', { body: aResidence({ name: 'Sítio' }) });
      const seenByOwner = await apiAs(
        callers.app,
        ownerA,
      )<One>(`/residences/${added.body.data.id}`);
      expect(seenByOwner).toMatchObject({ status: 200, body: { data: { name: 'Sítio' } } });
    });

    it('answers 404 to an id that is no uuid', async () => {
      const response = await apiAs(callers.app, ownerA)('/residences/123');
      expect(response).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    });
  });
});
