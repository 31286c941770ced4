import {
  adminOnly,
  everyone,
  roleMatrixRows,
  startAppWithCallers,
  type AppWithCallers,
} from '@chegada/testing';

type Tier = { min: number; max: number; monthlyPrice: number };
type Table = { id: string; name: string; active: boolean; tiers: Tier[] };
type ErrorBody = { code: string; errors?: { field: string; message: string }[] };

const tiers = (...bounds: [number, number, number][]): Tier[] =>
  bounds.map(([min, max, monthlyPrice]) => ({ min, max, monthlyPrice }));

const basic = { name: 'Básico', tiers: tiers([1, 10, 9_900], [11, 50, 19_900]) };

describe('price tables', () => {
  let api: AppWithCallers;

  const create = (body: unknown, headers: Record<string, string> = {}) =>
    api.call<Table & ErrorBody>('admin', '/api/admin/price-tables', { body, headers });
  const replace = (id: string, body: unknown) =>
    api.call<Table & ErrorBody>('admin', `/api/admin/price-tables/${id}`, { method: 'PUT', body });
  const remove = (id: string) =>
    api.call('admin', `/api/admin/price-tables/${id}`, { method: 'DELETE' });
  const publicNames = async () =>
    (await api.call<{ data: Table[] }>('anonymous', '/api/price-tables')).body.data.map(
      (table) => table.name,
    );

  beforeAll(async () => {
    // A trial of other than the default 30 days: the public pages say the configured one.
    api = await startAppWithCallers({ TRIAL_DAYS: '14' });
    // These tests start from an empty catalogue, without the default table of a fresh install.
    const seeded = await api.call<{ data: Table[] }>('admin', '/api/admin/price-tables');
    for (const table of seeded.body.data) await remove(table.id);
  });
  afterAll(() => api.app.close());

  it('tells anyone the free trial a new account gets, beside the tables', async () => {
    const listed = await api.call<{ data: Table[]; trialDays: number }>(
      'anonymous',
      '/api/price-tables',
    );
    expect(listed).toMatchObject({ status: 200, body: { data: [], trialDays: 14 } });
  });

  it('creates, lists, replaces and deletes a table', async () => {
    const created = await create({ ...basic, tiers: [...basic.tiers].reverse() });
    expect(created).toMatchObject({ status: 201, body: { ...basic, active: true } });
    const { id } = created.body;

    const replaced = await replace(id, {
      name: ' Essencial ',
      active: true,
      tiers: tiers([1, 5, 4_990], [6, 1000, 29_900]),
    });
    expect(replaced).toMatchObject({ status: 200, body: { id, name: 'Essencial' } });
    expect(replaced.body.tiers).toEqual(tiers([1, 5, 4_990], [6, 1000, 29_900]));
    const listed = await api.call<{ data: Table[] }>('admin', '/api/admin/price-tables');
    expect(listed.body.data).toEqual([expect.objectContaining(replaced.body)]);

    expect((await remove(id)).status).toBe(204);
    expect((await remove(id)).body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await replace(id, basic)).status).toBe(404);
    expect((await replace('not-a-uuid', basic)).status).toBe(404);
    expect((await remove('not-a-uuid')).status).toBe(404);
  });

  it('shows the public only the active tables', async () => {
    await create({ name: 'Ativa', active: true, tiers: basic.tiers });
    const hidden = await create({ name: 'Rascunho', active: false, tiers: basic.tiers });
    expect(await publicNames()).toEqual(['Ativa']);
    await replace(hidden.body.id, { ...basic, name: 'Publicada' });
    expect(await publicNames()).toEqual(['Ativa', 'Publicada']);
    const all = await api.call<{ data: Table[] }>('admin', '/api/admin/price-tables');
    expect(all.body.data.map((table) => table.name)).toEqual(['Ativa', 'Publicada']);
  });

  it.each([
    ['en-US', 'Overlaps with tier 1–10'],
    ['pt-BR', 'Sobrepõe-se à faixa 1–10'],
    ['es-ES', 'Se superpone con el tramo 1–10'],
  ])('refuses overlapping tiers, naming the tier in %s', async (language, message) => {
    const response = await create(
      { name: 'Sobreposta', tiers: tiers([1, 10, 100], [10, 20, 200], [30, 40, 300]) },
      { 'accept-language': language },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field: 'tiers[1].min', message }]);
  });

  it('explains every bad tier', async () => {
    const response = await create(
      {
        name: 'x'.repeat(101),
        tiers: [
          { min: 0, max: 5, monthlyPrice: 1 },
          { min: 20, max: 10, monthlyPrice: 1 },
          { min: 30, max: 1001, monthlyPrice: 12.5 },
          { min: 1002, max: 1003 },
        ],
      },
      { 'accept-language': 'en-US' },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Maximum length 100' },
        { field: 'tiers[0].min', message: 'At least 1' },
        { field: 'tiers[1].max', message: 'The maximum cannot be less than the minimum (20)' },
        { field: 'tiers[2].max', message: 'At most 1000' },
        { field: 'tiers[2].monthlyPrice', message: 'Integers only' },
        { field: 'tiers[3].monthlyPrice', message: 'Required field' },
      ]),
    );
    const empty = await create({ name: 'Vazia', tiers: [] }, { 'accept-language': 'en-US' });
    expect(empty.body.errors).toEqual([{ field: 'tiers', message: 'Add at least one tier' }]);
  });

  it.each([
    ['malformed JSON', '{"name": '],
    ['an array', [basic]],
    ['tiers that are not a list', { name: 'x', tiers: 'many' }],
    ['a price as text', { name: 'x', tiers: [{ min: 1, max: 2, monthlyPrice: '10' }] }],
    ['an unknown field', { ...basic, discount: 10 }],
    ['an unknown tier field', { name: 'x', tiers: [{ min: 1, max: 2, monthlyPrice: 1, y: 1 }] }],
    ['nulls', { name: null, active: null, tiers: [null] }],
  ])('answers %s with 400, never 500', async (_, body) => {
    expect((await create(body)).status).toBe(400);
  });

  it('replaces tiers atomically: readers see the old tiers or the new, never a mix', async () => {
    const { body } = await create({ name: 'Concorrida', tiers: tiers([1, 10, 100]) });
    const versions = [tiers([1, 10, 100]), tiers([1, 4, 40], [5, 9, 90], [10, 20, 200])];
    const seen = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        if (index % 2 === 0) {
          await replace(body.id, { name: 'Concorrida', tiers: versions[(index / 2) % 2] });
          return versions[0];
        }
        const listed = await api.call<{ data: Table[] }>('anonymous', '/api/price-tables');
        return listed.body.data.find((table) => table.id === body.id)?.tiers;
      }),
    );
    for (const tiersSeen of seen) expect(versions).toContainEqual(tiersSeen);
    await remove(body.id);
  });

  it.each(
    roleMatrixRows([
      ['GET', '/api/price-tables', everyone(200)],
      ['GET', '/api/admin/price-tables', adminOnly(200)],
      ['POST', '/api/admin/price-tables', adminOnly(201)],
      ['PUT', '/api/admin/price-tables/:id', adminOnly(200)],
      ['DELETE', '/api/admin/price-tables/:id', adminOnly(204)],
    ]),
  )('%s %s answers %s with %i', async (method, path, caller, status) => {
    const { body } = await create({ ...basic, name: 'Matriz' });
    const response = await api.call(caller, path.replace(':id', body.id), {
      method,
      body: method === 'POST' || method === 'PUT' ? basic : undefined,
    });
    expect(response.status).toBe(status);
  });
});
