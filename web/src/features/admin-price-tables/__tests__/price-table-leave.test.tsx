import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  answerLeavePrompt,
  itAsksBeforeCancelling,
  itAsksBeforeLeaving,
} from '../../../testing/leave-prompt';
import { aPriceTable, openPriceTables, priceTablesApi } from './price-tables-kit';

/** The admin editing Basic, with ' Plus' added to its name or nothing changed. */
const editBasic = async (rename: boolean) => {
  priceTablesApi([aPriceTable()]);
  const view = openPriceTables();
  await view.user.click(await screen.findByRole('button', { name: /^Edit/ }));
  if (rename) await view.user.type(screen.getByLabelText('Table name'), ' Plus');
  return view;
};

/** Basic renamed, saved or not. */
const rename = async (save: boolean) => {
  const view = await editBasic(true);
  if (save) {
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Price table saved');
  }
  return view;
};

/** Going to Users by the menu. */
const toUsers = {
  by: (user: UserEvent) => user.click(screen.getByRole('link', { name: 'Users' })),
  to: { heading: 'Users', path: '/admin/users' },
};

describe('/admin/price-tables: leaving a table not saved', () => {
  itAsksBeforeLeaving('/admin/price-tables', {
    change: rename,
    keeps: ['the name', () => screen.getByLabelText('Table name'), 'Basic Plus'],
    settled: 'once the table is saved',
    leave: toUsers,
  });
});

describe('/admin/price-tables: cancelling a table form', () => {
  itAsksBeforeCancelling({
    open: editBasic,
    keeps: ['Table name', 'Basic Plus'],
    backTo: () => screen.findByRole('button', { name: /^Edit/ }),
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
