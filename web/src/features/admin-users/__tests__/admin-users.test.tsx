import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Role, type Locale } from '@chegada/contracts';
import { anAdmin } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import type { AdminUser, AdminUsersPage } from '../api/admin-users-api';

// The screen is a lazily loaded chunk behind the session check: slow on a busy machine.
const aUser = (index: number, overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: `user-${index}`,
  name: `User ${index}`,
  email: `user${index}@example.com`,
  role: Role.DEFAULT_USER,
  active: true,
  createdAt: '2026-11-20T12:00:00.000Z',
  ownerId: null,
  companyName: `Company ${index}`,
  subscriptionStatus: 'trial',
  subscriptionUntil: null,
  lastPaymentAt: null,
  billingCustomerUrl: null,
  ...overrides,
});

/** A fake GET /api/admin/users over 45 users, logging each query string it receives. */
const usersApi = (
  users: AdminUser[] = Array.from({ length: 45 }, (_, i) => aUser(i + 1)),
  billing: AdminUsersPage['billing'] = 'configured',
) => {
  const queries: string[] = [];
  server.use(
    ...sessionHandlers(anAdmin()),
    http.get('*/api/admin/users', ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.search);
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('perPage'));
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const role = url.searchParams.get('role');
      const found = users.filter(
        (user) =>
          user.name.toLowerCase().includes(search) && (role === null || user.role === Number(role)),
      );
      return HttpResponse.json({
        items: found.slice((page - 1) * perPage, page * perPage),
        total: found.length,
        lastPage: Math.max(1, Math.ceil(found.length / perPage)),
        billing,
      });
    }),
  );
  return queries;
};

const openUsers = (locale: Locale = 'en-US') => renderApp('/admin/users', { token: TOKEN, locale });

const textsOf = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent);
/** What a row's data cells read, left to right (its name is the row header). */
const cellsOf = (row: HTMLElement) => textsOf(within(row).getAllByRole('cell'));
const names = () => textsOf(within(screen.getByRole('table')).getAllByRole('rowheader'));

describe('/admin/users', () => {
  it('lists the first page as a table with every column', async () => {
    const queries = usersApi([
      aUser(1, {
        role: Role.SUBUSER,
        active: false,
        ownerId: 'user-2',
        companyName: 'Pousada Mar',
      }),
    ]);
    openUsers();
    const table = await screen.findByRole('table');
    expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual([
      'Name',
      'Email',
      'Company',
      'Role',
      // The user's sign-in, not the subscription: 'Status: Active' beside an inactive one misled.
      'Sign-in',
      'Signed up',
      'Subscription',
      'Last payment',
      'Billing',
    ]);
    const row = within(table).getAllByRole('row')[1]!;
    expect(cellsOf(row)).toEqual([
      'user1@example.com',
      'Pousada Mar',
      'Sub-user',
      'Blocked',
      '11/20/2026',
      'On trial',
      '-',
      '-',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('1 user');
    expect(queries).toEqual(['?page=1&perPage=20']);
  });

  it('shows each account’s subscription, last payment and customer page at the provider', async () => {
    usersApi([
      aUser(1, {
        companyName: 'Pousada Sol',
        subscriptionStatus: 'inactive',
        lastPaymentAt: '2026-10-01T15:00:00.000Z',
        billingCustomerUrl: 'https://www.asaas.com/customerAccount/show/cus_1',
      }),
      aUser(2, { role: Role.ADMIN, companyName: null, subscriptionStatus: null }),
    ]);
    openUsers('es-ES');
    const table = await screen.findByRole('table');
    const [, owner, admin] = within(table).getAllByRole('row');
    expect(cellsOf(owner!).slice(5)).toEqual(['Inactiva', '1/10/2026', 'Ver en el proveedor']);
    const link = within(owner!).getByRole('link', {
      // The visible text first: a voice user says what they see (axe: label-content-name-mismatch).
      name: 'Ver en el proveedor: Pousada Sol, nueva pestaña',
    });
    expect(link).toHaveAttribute('href', 'https://www.asaas.com/customerAccount/show/cus_1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(cellsOf(admin!).slice(5)).toEqual(['-', '-', '-']);
  });

  it('tells a cancelled subscription from an ended or overdue one, with its date', async () => {
    usersApi([
      aUser(1, { subscriptionStatus: 'cancelled', subscriptionUntil: '2026-12-31' }),
      aUser(2, { subscriptionStatus: 'ended', subscriptionUntil: '2026-12-02' }),
      aUser(3, { subscriptionStatus: 'overdue', subscriptionUntil: '2026-12-06' }),
    ]);
    openUsers('en-US');
    const table = await screen.findByRole('table');
    const subscriptions = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => cellsOf(row)[5]);
    expect(subscriptions).toEqual([
      'Cancelled (service until 12/31/2026)',
      'Ended',
      'Overdue (grace until 12/6/2026)',
    ]);
  });

  it('says billing is off on a server with no provider, and why the billing columns are empty', async () => {
    usersApi([aUser(1)], 'not-configured');
    openUsers('pt-BR');
    await screen.findByRole('table');
    expect(screen.getByRole('note')).toHaveTextContent(
      'A cobrança está desligada neste servidor (BILLING_PROVIDER=none): os testes grátis continuam, nada é cobrado e nenhuma conta fica inativa, por isso Último pagamento e Cobrança ficam vazios.',
    );
  });

  it('says nothing of billing on a server that bills', async () => {
    usersApi([aUser(1)]);
    openUsers();
    await screen.findByRole('table');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('pages forward and back', async () => {
    const queries = usersApi();
    const { user } = openUsers();
    await screen.findByText('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(names()[0]).toBe('User 1');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    await waitFor(() => expect(names()[0]).toBe('User 21'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(names()).toEqual(['User 41', 'User 42', 'User 43', 'User 44', 'User 45']),
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Page 2 of 3');
    expect(queries).toEqual(['?page=1&perPage=20', '?page=2&perPage=20', '?page=3&perPage=20']);
  });

  it('searches once typing pauses, and starts again at page 1', async () => {
    const queries = usersApi();
    const { user } = openUsers();
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name, email or company' }),
      'user 4',
    );
    await waitFor(() =>
      expect(names()).toEqual([
        'User 4',
        'User 40',
        'User 41',
        'User 42',
        'User 43',
        'User 44',
        'User 45',
      ]),
    );
    expect(screen.getByRole('status')).toHaveTextContent('7 users');
    // One request for the whole word, not one per key.
    expect(queries).toEqual([
      '?page=1&perPage=20',
      '?page=2&perPage=20',
      '?page=1&perPage=20&search=user+4',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('filters by role', async () => {
    const queries = usersApi([aUser(1), aUser(2, { role: Role.ADMIN, name: 'Root' })]);
    const { user } = openUsers('pt-BR');
    await screen.findByText('2 usuários');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Perfil' }), 'Administrador');
    await waitFor(() => expect(names()).toEqual(['Root']));
    expect(queries.at(-1)).toBe('?page=1&perPage=20&role=0');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Perfil' }), 'Subusuário');
    expect(await screen.findByText('Nenhum usuário encontrado.')).toBeInTheDocument();
  });

  it('says why the list could not be loaded', async () => {
    server.use(
      ...sessionHandlers(anAdmin()),
      http.get('*/api/admin/users', () => HttpResponse.error()),
    );
    openUsers();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the users: Could not connect to server. Please try again later.',
    );
  });
});
