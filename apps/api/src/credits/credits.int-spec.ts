import {
  anAppWithEveryRole,
  anOwner,
  apiAs,
  type EveryRole,
  type Member,
  type TestApp,
} from '@chegada/testing';

type Transaction = {
  id: string;
  amount: number;
  kind: string;
  refund: boolean;
  description: string | null;
  createdAt: string;
  createdBy: { id: string; name: string } | null;
};
type Body<T> = { data: T; errors?: { field: string; message: string }[] };

describe('credits: /api/credits and /api/transactions', () => {
  let app: TestApp;
  let members: EveryRole;

  beforeAll(async () => ({ app, members } = await anAppWithEveryRole()));
  afterAll(() => app.close());

  const purchase = (id: string, body: unknown, lang = 'en-US') =>
    apiAs(app, members.admin)<Body<Transaction>>(`/transactions/${id}`, {
      body,
      headers: { 'accept-language': lang },
    });
  const balanceOf = async (member: Member) =>
    (await apiAs(app, member)<Body<number>>('/credits')).body.data;

  it('starts at zero with no transactions', async () => {
    const fresh = await anOwner(app, 'Fresh owner');
    expect(await balanceOf(fresh)).toBe(0);
    expect((await apiAs(app, fresh)('/transactions')).body).toEqual({ data: [] });
  });

  it('records an admin’s grant, seen by the owner and its sub-users, newest first', async () => {
    const first = await purchase(members.owner.id, { ammount: 5000 });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({
      id: expect.any(String),
      amount: 5000,
      kind: 'grant',
      refund: false,
      description: null,
      createdAt: expect.any(String),
      createdBy: { id: members.admin.id, name: 'Admin' },
    });
    await purchase(members.owner.id, { ammount: 1990, description: ' Pix E1234 ' });
    expect(await balanceOf(members.owner)).toBe(6990);
    expect(await balanceOf(members.subUser)).toBe(6990);
    for (const member of [members.owner, members.subUser]) {
      const { body } = await apiAs(app, member)<Body<Transaction[]>>('/transactions');
      expect(body.data.map(({ amount, description }) => [amount, description])).toEqual([
        [1990, 'Pix E1234'],
        [5000, null],
      ]);
    }
  });

  it('adds up purchases recorded at the same time', async () => {
    const racer = await anOwner(app, 'Racing owner');
    await Promise.all(Array.from({ length: 10 }, () => purchase(racer.id, { ammount: 100 })));
    expect(await balanceOf(racer)).toBe(1000);
  });

  it.each([
    [{}, 'Required field'],
    [{ ammount: 0 }, 'Enter an amount from R$0.01 to R$100,000.00'],
    [{ ammount: -500 }, 'Enter an amount from R$0.01 to R$100,000.00'],
    [{ ammount: 10_000_001 }, 'Enter an amount from R$0.01 to R$100,000.00'],
    [{ ammount: 10.5 }, 'Integers only'],
    [{ ammount: '1000' }, 'Integers only'],
  ])('refuses %j with a reason', async (body, message) => {
    const response = await purchase(members.owner.id, body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field: 'ammount', message }]);
  });

  it('words the range in each language and refuses unknown fields', async () => {
    const pt = await purchase(members.owner.id, { ammount: 0 }, 'pt-BR');
    const es = await purchase(members.owner.id, { ammount: 0 }, 'es-ES');
    expect(pt.body.errors?.[0]?.message).toBe('Informe um valor de R$ 0,01 a R$ 100.000,00');
    expect(es.body.errors?.[0]?.message).toBe('Indica un importe de R$ 0,01 a R$ 100.000,00');
    const unknown = await purchase(members.owner.id, { ammount: 100, amount: 100 });
    expect(unknown.body.errors).toEqual([{ field: 'amount', message: 'Field not allowed' }]);
  });

  it('answers 404 unless the id names a store owner, recording nothing', async () => {
    const before = await balanceOf(members.owner);
    const unknownId = '5f0b3c8e-8d3b-4c1e-9a57-0f3a5e6d7c8b';
    for (const id of [members.subUser.id, members.admin.id, unknownId, 'owner']) {
      expect((await purchase(id, { ammount: 100 })).status).toBe(404);
    }
    expect(await balanceOf(members.owner)).toBe(before);
  });
});
