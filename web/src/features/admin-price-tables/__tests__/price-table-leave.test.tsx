import { screen } from '@testing-library/react';
import { answerLeavePrompt, LEAVE_PROMPT } from '../../../testing/leave-prompt';
import { currentPath } from '../../../testing/render-app';
import { aPriceTable, openPriceTables, priceTablesApi } from './price-tables-kit';

/** The admin renaming Basic, then going to Users by the menu. */
const renameThenLeave = async (save: boolean) => {
  priceTablesApi([aPriceTable()]);
  const view = openPriceTables();
  const { user } = view;
  await user.click(await screen.findByRole('button', { name: /^Edit/ }));
  await user.type(screen.getByLabelText('Table name'), ' Plus');
  if (save) {
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Price table saved');
  }
  await user.click(screen.getByRole('link', { name: 'Users' }));
  return view;
};

describe('/admin/price-tables: leaving a table not saved', () => {
  it('asks first; "Keep editing" keeps the name, "Leave without saving" leaves', async () => {
    const { user, router } = await renameThenLeave(false);
    await answerLeavePrompt(user, 'Keep editing');
    expect(screen.getByLabelText('Table name')).toHaveValue('Basic Plus');
    expect(currentPath(router)).toBe('/admin/price-tables');

    await user.click(screen.getByRole('link', { name: 'Users' }));
    await answerLeavePrompt(user, 'Leave without saving');
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    expect(currentPath(router)).toBe('/admin/users');
  });

  it('leaves without asking once the table is saved', async () => {
    const { router } = await renameThenLeave(true);
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    expect(currentPath(router)).toBe('/admin/users');
    expect(screen.queryByRole('dialog', { name: LEAVE_PROMPT })).not.toBeInTheDocument();
  });
});

describe('/admin/price-tables: cancelling a table form', () => {
  it('asks first when the name was changed; "Keep editing" keeps it', async () => {
    priceTablesApi([aPriceTable()]);
    const { user } = openPriceTables();
    await user.click(await screen.findByRole('button', { name: /^Edit/ }));
    await user.type(screen.getByLabelText('Table name'), ' Plus');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await answerLeavePrompt(user, 'Keep editing');
    expect(screen.getByLabelText('Table name')).toHaveValue('Basic Plus');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await answerLeavePrompt(user, 'Leave without saving');
    await screen.findByRole('button', { name: /^Edit/ });
    expect(screen.queryByLabelText('Table name')).not.toBeInTheDocument();
  });

  it('closes an unchanged table without asking', async () => {
    priceTablesApi([aPriceTable()]);
    const { user } = openPriceTables();
    await user.click(await screen.findByRole('button', { name: /^Edit/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: /^Edit/ });
    expect(screen.queryByLabelText('Table name')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: LEAVE_PROMPT })).not.toBeInTheDocument();
  });
});

describe('/admin/price-tables: another table’s Edit while a table form holds changes', () => {
  it('asks first; "Keep editing" keeps Basic’s form, "Leave without saving" opens Pro’s', async () => {
    priceTablesApi([
      aPriceTable(),
      aPriceTable({ id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'Pro' }),
    ]);
    const { user } = openPriceTables();
    await user.click(await screen.findByRole('button', { name: 'Edit Basic' }));
    await user.type(screen.getByLabelText('Table name'), ' Plus');
    await user.click(screen.getByRole('button', { name: 'Edit Pro' }));
    await answerLeavePrompt(user, 'Keep editing');
    expect(screen.getByRole('heading', { name: 'Edit “Basic”' })).toBeVisible();
    expect(screen.getByLabelText('Table name')).toHaveValue('Basic Plus');

    await user.click(screen.getByRole('button', { name: 'Edit Pro' }));
    await answerLeavePrompt(user, 'Leave without saving');
    await screen.findByRole('heading', { name: 'Edit “Pro”' });
    expect(screen.getByLabelText('Table name')).toHaveValue('Pro');
  });
});
