import { startAppWithCallers, type AppWithCallers } from '@chegada/testing';
import { DEFAULT_PRICE_TABLE } from './default-price-table';
import { priceTablesMigrations } from './price-tables.migrations';

type Table = { id: string; name: string; active: boolean; tiers: unknown[] };

/** A fresh install is not empty: /planos and /u/subscription have a plan to show. */
describe('the default price table', () => {
  let api: AppWithCallers;

  beforeAll(async () => {
    api = await startAppWithCallers();
  });
  afterAll(() => api.app.close());

  const publicTables = async () =>
    (await api.call<{ data: Table[] }>('anonymous', '/api/price-tables')).body.data;
  const seed = () =>
    priceTablesMigrations['20261125-0200-default-price-table']!.up(api.app.database.db);

  it('is there on first start, active, with its tiers', async () => {
    expect(await publicTables()).toEqual([
      expect.objectContaining({ ...DEFAULT_PRICE_TABLE, active: true }),
    ]);
  });

  it('is not added twice, nor beside the admin’s own tables', async () => {
    await seed();
    expect(await publicTables()).toHaveLength(1);
    const [table] = await publicTables();
    await api.call('admin', `/api/admin/price-tables/${table!.id}`, { method: 'DELETE' });
    await api.call('admin', '/api/admin/price-tables', {
      body: { name: 'Praia', tiers: [{ min: 1, max: 5, monthlyPrice: 9_900 }] },
    });
    await seed();
    expect((await publicTables()).map((each) => each.name)).toEqual(['Praia']);
  });
});
