import { sql } from 'kysely';
import { anOwner, apiAs, startAccountsApp, type TestApp } from '@chegada/testing';
import { aResidence, givePlan, type Plan } from './__fixtures__/residences.builder';

type Answer = { data?: { id: string }; code?: string; message?: string };

// Issue 31: a plan is priced by the property count and never stops a host from adding one (the
// new tier applies from the next charge); the registered quantity only suggests the first tier.
// What still refuses: an account's 1000 properties (spec §9), or a plan that sets a count.
describe('properties: how many an account may have', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startAccountsApp();
  });
  afterAll(() => app.close());

  /** A new owner on the plan, calling the API. */
  const anAccountOn = async (plan: Plan) => {
    const owner = await anOwner(app);
    await givePlan(app, owner.id, plan);
    const api = apiAs(app, owner);
    const add = (lang = 'en-US') =>
      api<Answer>('/residences', { body: aResidence(), headers: { 'accept-language': lang } });
    const addMany = async (count: number) => {
      for (let i = 0; i < count; i += 1) expect((await add()).status).toBe(201);
    };
    return { api, add, addMany };
  };

  it.each([
    [
      'en-US',
      2,
      'Your plan allows up to 2 properties. Delete a property or change your plan to add another.',
    ],
    [
      'pt-BR',
      2,
      'Seu plano permite até 2 imóveis. Exclua um imóvel ou mude de plano para cadastrar outro.',
    ],
    [
      'es-ES',
      2,
      'Tu plan permite hasta 2 propiedades. Elimina una propiedad o cambia de plan para registrar otra.',
    ],
    [
      'en-US',
      1,
      'Your plan allows up to 1 property. Delete a property or change your plan to add another.',
    ],
    [
      'pt-BR',
      1,
      'Seu plano permite até 1 imóvel. Exclua um imóvel ou mude de plano para cadastrar outro.',
    ],
  ])(
    "on a plan that sets a count, says so in %s when it's reached (%i)",
    async (lang, quantity, message) => {
      const { add, addMany } = await anAccountOn({
        quantityOfProperties: 1,
        propertyLimit: quantity,
      });
      await addMany(quantity);
      const refused = await add(lang);
      expect(refused).toMatchObject({
        status: 422,
        body: { statusCode: 422, code: 'PROPERTY_LIMIT_REACHED', message },
      });
    },
  );

  it('lets a trial add more than the quantity it registered', async () => {
    const { add, addMany } = await anAccountOn({ quantityOfProperties: 1 });
    await addMany(3);
    expect((await add()).status).toBe(201);
  });

  it('refuses the 1001st property of an account, once the others are all in', async () => {
    const { api, add, addMany } = await anAccountOn({ quantityOfProperties: 1 });
    await addMany(1);
    const { body } = await api<{ items: { id: string }[] }>('/residences');
    await sql`
      insert into residences (account_id, name, cep, street, number, neighborhood, city, state,
        time_zone, check_in_time, check_out_time, max_guests, parking_spaces, uses_ttlock,
        dynamic_password, supported_languages, deposit_amount, house_rules,
        access_instructions, search_text)
      select account_id, name || ' ' || n, cep, street, number, neighborhood, city, state,
        time_zone, check_in_time, check_out_time, max_guests, parking_spaces, uses_ttlock,
        dynamic_password, supported_languages, deposit_amount, house_rules,
        access_instructions, search_text
      from residences, generate_series(1, 998) as n where id = ${body.items[0]!.id}`.execute(
      app.database.db,
    );
    const statuses = (await Promise.all([add(), add()])).map((answer) => answer.status);
    expect(statuses.sort()).toEqual([201, 422]);
    expect((await add()).body.message).toMatch(/up to 1,000 properties/);
  });

  it('counts only properties not deleted', async () => {
    const { api, add, addMany } = await anAccountOn({ quantityOfProperties: 1, propertyLimit: 2 });
    await addMany(2);
    const { body } = await api<{ items: { id: string }[] }>('/residences');
    await api(`/residences/${body.items[0]!.id}`, { method: 'DELETE' });
    expect((await add()).status).toBe(201);
    expect((await add()).status).toBe(422);
  });

  it("on a paid plan allows the plan's property count, whatever the registered quantity", async () => {
    const { add, addMany } = await anAccountOn({ quantityOfProperties: 5, propertyLimit: 3 });
    await addMany(3);
    expect((await add()).body.message).toMatch(/up to 3 properties/);
  });

  it('lets exactly one of many simultaneous creates take the last place', async () => {
    const { api, add, addMany } = await anAccountOn({ quantityOfProperties: 1, propertyLimit: 3 });
    await addMany(2);
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => add()))).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([201, ...Array<number>(7).fill(422)]);
    expect((await api<{ total: number }>('/residences')).body.total).toBe(3);
  });

  it('fills an empty account to its limit exactly under simultaneous creates', async () => {
    const { api, add } = await anAccountOn({ quantityOfProperties: 1, propertyLimit: 4 });
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => add()))).map(
      (response) => response.status,
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 422)).toHaveLength(6);
    expect((await api<{ total: number }>('/residences')).body.total).toBe(4);
  });
});
