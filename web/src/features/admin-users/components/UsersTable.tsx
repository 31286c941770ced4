import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AdminUser } from '../api/admin-users-api';
import { DAY_WITH_YEAR } from '../../../lib/i18n/format';

const COLUMNS = [
  'name',
  'email',
  'company',
  'role',
  'status',
  'createdAt',
  'subscription',
  'lastPayment',
  'billing',
] as const;

/**
 * A table on wide screens; at 360 px the same rows are laid out as cards by CSS, each cell
 * labelled by its column (data-label), so there is one list for every screen.
 */
export const UsersTable = ({ users, busy }: { users: AdminUser[]; busy: boolean }) => {
  const intl = useIntl();
  const text = (key: string) => intl.formatMessage({ id: `adminUsersPage.${key}` });
  // A calendar day of Brasília's: read at noon UTC so no time zone moves it.
  const day = (date: string) => intl.formatDate(`${date}T12:00:00Z`, DAY_WITH_YEAR);
  const cells = (user: AdminUser): Record<(typeof COLUMNS)[number], ReactNode> => ({
    name: user.name,
    email: user.email,
    company: user.companyName ?? '-',
    role: text(`role${user.role}`),
    status: text(user.active ? 'active' : 'inactive'),
    createdAt: intl.formatDate(user.createdAt, DAY_WITH_YEAR),
    subscription: user.subscriptionStatus
      ? intl.formatMessage(
          { id: `adminUsersPage.subscription.${user.subscriptionStatus}` },
          { date: user.subscriptionUntil ? day(user.subscriptionUntil) : '-' },
        )
      : '-',
    lastPayment: user.lastPaymentAt ? intl.formatDate(user.lastPaymentAt, DAY_WITH_YEAR) : '-',
    billing: user.billingCustomerUrl ? (
      <a
        href={user.billingCustomerUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={intl.formatMessage(
          { id: 'adminUsersPage.customerPageOf' },
          { name: user.companyName ?? user.name },
        )}
      >
        {text('customerPage')}
      </a>
    ) : (
      '-'
    ),
  });
  return (
    <table className="users-table" aria-busy={busy}>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {text(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const values = cells(user);
          return (
            <tr key={user.id}>
              {COLUMNS.map((column) =>
                column === 'name' ? (
                  <th key={column} scope="row" data-label={text(column)}>
                    {values[column]}
                  </th>
                ) : (
                  <td key={column} data-label={text(column)}>
                    {values[column]}
                  </td>
                ),
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};
