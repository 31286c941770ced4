import { sql } from 'kysely';
import {
  adminOnly,
  insertUser,
  roleMatrixRows,
  startAppWithCallers,
  type AppWithCallers,
} from '@chegada/testing';

type Page = {
  items: { name: string; email: string; role: number; companyName: string | null }[];
  total: number;
  lastPage: number;
};

describe('GET /api/admin/users', () => {
  let api: AppWithCallers;

  const list = (query: string, headers: Record<string, string> = {}) =>
    api.call<Page>('admin', `/api/admin/users${query}`, { headers });
  const names = async (query: string) => (await list(query)).body.items.map((item) => item.name);

  const addCompany = async (ownerId: string, name: string, friendlyCode: string) => {
    await sql`insert into companies (owner_id, name, cnpj, phone, quantity_of_properties, friendly_code)
              values (${ownerId}, ${name}, '11222333000181', '+5511987654321', 3, ${friendlyCode})`.execute(
      api.app.database.db,
    );
  };

  beforeAll(async () => {
    api = await startAppWithCallers();
    const joao = await insertUser(api.app, {
      name: 'João Araújo',
      email: 'joao@pousada.test',
      role: 1,
    });
    await addCompany(joao, 'Pousada Açaí', 'pousada-acai');
    await insertUser(api.app, {
      name: 'Zélia',
      email: 'zelia@pousada.test',
      role: 2,
      ownerId: joao,
    });
    await addCompany(api.ownerId, 'Chalés da Serra', 'chales-serra');
    for (let index = 1; index <= 20; index += 1) {
      await insertUser(api.app, {
        name: `Host ${index}`,
        email: `host${index}@bulk.test`,
        role: 1,
      });
    }
  });
  afterAll(() => api.app.close());

  it('pages every user, newest first, with the account’s company', async () => {
    // 25 users: the admin, Owner and Sub, João and Zélia, 20 hosts.
    const first = await list('?perPage=10');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 25, lastPage: 3 });
    expect(first.body.items.map((item) => item.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Host ${20 - index}`),
    );
    expect(await names('?perPage=10&page=3')).toEqual([
      'Zélia',
      'João Araújo',
      'Sub',
      'Owner',
      'Admin',
    ]);
    expect(await names('?perPage=10&page=4')).toEqual([]);
    expect((await list('?search=joao')).body.items).toEqual([
      {
        id: expect.any(String),
        name: 'João Araújo',
        email: 'joao@pousada.test',
        role: 1,
        active: true,
        createdAt: expect.any(String),
        ownerId: null,
        companyName: 'Pousada Açaí',
        // Made by hand, without the registration's trial; no billing on this server.
        subscriptionStatus: null,
        subscriptionUntil: null,
        lastPaymentAt: null,
        billingCustomerUrl: null,
      },
    ]);
  });

  it.each([
    ['a name without accents or case', 'ARAUJO', ['João Araújo']],
    ['a company name, which covers its sub-users', 'acai', ['Zélia', 'João Araújo']],
    ['an accented term', 'Zélia', ['Zélia']],
    ['part of an e-mail', '@POUSADA.', ['Zélia', 'João Araújo']],
    // Unescaped, _ would match the space of 'Host 2'.
    ['LIKE wildcards, taken literally', 'Host_2', []],
    ['nothing that matches', 'nobody', []],
  ])('searches by %s', async (_, search, expected) => {
    expect(await names(`?search=${encodeURIComponent(search)}`)).toEqual(expected);
  });

  it('filters by role', async () => {
    expect(await names('?role=2')).toEqual(['Zélia', 'Sub']);
    expect(await names('?role=0')).toEqual(['Admin']);
    expect((await list('?role=1&search=host 1')).body.total).toBe(11);
  });

  it('explains a bad query in the caller’s language', async () => {
    const response = await list('?page=0&perPage=101&role=7&sort=name', {
      'accept-language': 'en-US',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: expect.arrayContaining([{ field: 'sort', message: 'Field not allowed' }]),
    });
    const fields = await list('?page=0&perPage=101&role=x&lang=es-ES');
    expect(fields.body).toMatchObject({
      errors: expect.arrayContaining([
        { field: 'page', message: 'Las páginas empiezan en 1' },
        { field: 'perPage', message: 'De 1 a 100 por página' },
        {
          field: 'role',
          message: 'Perfil no válido: usa 0 (administrador), 1 (propietario) o 2 (subusuario)',
        },
      ]),
    });
  });

  it.each(roleMatrixRows([['GET', '/api/admin/users', adminOnly(200)]]))(
    '%s %s answers %s with %i',
    async (_, path, caller, status) => {
      expect((await api.call(caller, path)).status).toBe(status);
    },
  );
});
