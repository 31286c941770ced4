import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/server';
import { aPriceTable, openPriceTables, priceTablesApi, tier } from './price-tables-kit';

// The screen is a lazily loaded chunk behind the session check: slow on a busy machine.
describe('/admin/price-tables list', () => {
  it('lists every table, active or not, with its tiers in reais', async () => {
    priceTablesApi([aPriceTable(), aPriceTable({ id: 'b', name: 'Legacy', active: false })]);
    openPriceTables();
    const basic = (await screen.findByRole('heading', { level: 2, name: 'Basic' })).closest('li')!;
    expect(basic).toHaveTextContent('Active');
    expect(within(basic).getByText(/^1–5 properties: R\$\s49,90 a month$/)).toBeInTheDocument();
    expect(within(basic).getByText(/^6–20 properties: R\$\s89,90 a month$/)).toBeInTheDocument();
    const legacy = screen.getByRole('heading', { level: 2, name: 'Legacy' }).closest('li')!;
    expect(legacy).toHaveTextContent('Inactive');
  });

  it('says when there is no table yet', async () => {
    priceTablesApi([]);
    openPriceTables();
    expect(await screen.findByText('No price tables yet.')).toBeInTheDocument();
  });

  it("says 'Error fetching price list' when the list cannot be loaded", async () => {
    priceTablesApi([]);
    server.use(
      http.get('*/api/admin/price-tables', () =>
        HttpResponse.json(
          { statusCode: 500, message: 'Erro interno no servidor' },
          { status: 500 },
        ),
      ),
    );
    openPriceTables();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching price list');
  });
});

describe('/admin/price-tables create, edit and delete', () => {
  it('creates a table with tiers added in place, sending money in centavos', async () => {
    const sent = priceTablesApi([]);
    const { user } = openPriceTables();
    await user.click(await screen.findByRole('button', { name: 'New price table' }));
    expect(screen.getByRole('heading', { level: 2, name: 'New price table' })).toHaveFocus();
    await user.type(screen.getByLabelText('Table name'), '  Pro  ');
    await user.type(tier('Tier 1').getByLabelText('From (properties)'), '1');
    await user.type(tier('Tier 1').getByLabelText('To (properties)'), '5');
    await user.type(tier('Tier 1').getByLabelText('Monthly price (R$)'), '49,90');
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    // A new tier starts right after the last one.
    expect(tier('Tier 2').getByLabelText('From (properties)')).toHaveValue('6');
    await user.type(tier('Tier 2').getByLabelText('To (properties)'), '10');
    await user.type(tier('Tier 2').getByLabelText('Monthly price (R$)'), '0.29');
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    await user.click(tier('Tier 3').getByRole('button', { name: 'Remove tier 3' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Price table saved')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/price-tables',
        language: 'en-US',
        body: {
          name: 'Pro',
          active: true,
          tiers: [
            { min: 1, max: 5, monthlyPrice: 4990 },
            { min: 6, max: 10, monthlyPrice: 29 },
          ],
        },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Pro' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Table name')).not.toBeInTheDocument();
  });

  it('edits a table: the form holds its values in reais, and PUT replaces it', async () => {
    const sent = priceTablesApi([aPriceTable()]);
    const { user } = openPriceTables('pt-BR');
    await user.click(await screen.findByRole('button', { name: 'Editar Basic' }));
    expect(screen.getByLabelText('Nome da tabela')).toHaveValue('Basic');
    const price = tier('Faixa 1').getByLabelText('Preço mensal (R$)');
    expect(price).toHaveValue('49,90');
    await user.clear(price);
    await user.type(price, '59,9');
    await user.click(screen.getByLabelText('Ativa (aparece na página de planos)'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Tabela de preços salva')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: `/api/admin/price-tables/${aPriceTable().id}`,
        language: 'pt-BR',
        body: {
          name: 'Basic',
          active: false,
          tiers: [
            { min: 1, max: 5, monthlyPrice: 5990 },
            { min: 6, max: 20, monthlyPrice: 8990 },
          ],
        },
      },
    ]);
    expect(await screen.findByText('Inativa')).toBeInTheDocument();
  });

  it('deletes a table only after confirmation', async () => {
    const sent = priceTablesApi([aPriceTable(), aPriceTable({ id: 'b', name: 'Legacy' })]);
    const { user } = openPriceTables();
    await user.click(await screen.findByRole('button', { name: 'Delete Legacy' }));
    const confirm = screen.getByRole('alertdialog', {
      name: 'Delete the table “Legacy” and all its tiers?',
    });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Legacy' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Price table deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Legacy' })).not.toBeInTheDocument(),
    );
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'DELETE /api/admin/price-tables/b',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Basic' })).toBeInTheDocument();
  });

  it('tells the admin when a delete fails, and keeps the table', async () => {
    priceTablesApi([aPriceTable()], () =>
      HttpResponse.json(
        { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' },
        { status: 404 },
      ),
    );
    const { user } = openPriceTables();
    await user.click(await screen.findByRole('button', { name: 'Delete Basic' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Basic' })).toBeInTheDocument();
  });
});
