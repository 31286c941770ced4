import { Injectable } from '@nestjs/common';
import { sql, type Expression } from 'kysely';
import type { AdminUsersQuery } from '@chegada/contracts';
import { subscriptionStanding, type SubscriptionStatus } from '@chegada/domain';
import type { UsersTable } from './users.table';
import { TablesRepository } from '../infrastructure';

/** The columns of the registration's companies table this list reads. */
type CompaniesTable = { companies: { owner_id: string; name: string } };

export type AdminUserItem = {
  id: string;
  name: string;
  email: string;
  role: number;
  active: boolean;
  createdAt: Date;
  ownerId: string | null;
  /** The account's company: the user's own, or for a sub-user its owner's. */
  companyName: string | null;
  /** The account's subscription as it stands now; null for admins. */
  subscriptionStatus: SubscriptionStatus | null;
  /** When the subscription's period (trial, paid or cancelled) ends. */
  endsAt: Date | null;
  /** When the owner cancelled; null while subscribed. */
  cancelledAt: Date | null;
  /** The due date (YYYY-MM-DD) of the oldest overdue subscription charge. */
  overdueSince: string | null;
  /** When the account last paid a subscription charge. */
  lastPaymentAt: Date | null;
  /** The account's customer at the payment provider, once the provider knows it. */
  billingCustomer: { provider: string; customerId: string } | null;
};

export type AdminUsersPage = { items: AdminUserItem[]; total: number; lastPage: number };

// Accent folding without the unaccent extension, which managed databases may not offer.
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnAAAAAEEEEIIIIOOOOOUUUUCN';

const folded = (column: Expression<string | null>) =>
  sql<string>`lower(translate(${column}, ${ACCENTED}, ${PLAIN}))`;

/** The LIKE pattern matching texts that contain the term, accents and case aside. */
const containing = (term: string): string =>
  `%${term
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

// The account a user belongs to: its own, or for a sub-user its owner's.
const ACCOUNT = sql.raw('coalesce(u.owner_id, u.id)');

// Read from the subscriptions (companies' module) and billing's tables, one row per user.
const billingColumns = [
  sql<SubscriptionStatus | null>`(select s.status from subscriptions s where s.owner_id = ${ACCOUNT}
    order by s.started_at desc, s.created_at desc limit 1)`.as('storedStatus'),
  sql<Date | null>`(select s.ends_at from subscriptions s where s.owner_id = ${ACCOUNT}
    order by s.started_at desc, s.created_at desc limit 1)`.as('endsAt'),
  sql<Date | null>`(select max(ch.paid_at) from billing_charges ch where ch.owner_id = ${ACCOUNT}
    and ch.purpose = 'subscription' and ch.status = 'paid')`.as('lastPaymentAt'),
  sql<Date | null>`(select b.cancelled_at from billing_accounts b
    where b.owner_id = ${ACCOUNT})`.as('cancelledAt'),
  sql<string | null>`(select min(ch.due_date)::text from billing_charges ch
    where ch.owner_id = ${ACCOUNT} and ch.purpose = 'subscription' and ch.status = 'overdue')`.as(
    'overdueSince',
  ),
  sql<string | null>`(select b.provider from billing_accounts b where b.owner_id = ${ACCOUNT})`.as(
    'billingProvider',
  ),
  sql<
    string | null
  >`(select b.customer_id from billing_accounts b where b.owner_id = ${ACCOUNT})`.as('customerId'),
] as const;

type Row = Omit<AdminUserItem, 'subscriptionStatus' | 'billingCustomer'> & {
  storedStatus: SubscriptionStatus | null;
  billingProvider: string | null;
  customerId: string | null;
};

const toItem = (
  { storedStatus, endsAt, billingProvider, customerId, ...user }: Row,
  now: Date,
): AdminUserItem => ({
  ...user,
  endsAt,
  subscriptionStatus:
    storedStatus && subscriptionStanding({ status: storedStatus, endsAt }, now).status,
  billingCustomer: billingProvider && customerId ? { provider: billingProvider, customerId } : null,
});

@Injectable()
export class AdminUsersRepository extends TablesRepository<UsersTable & CompaniesTable> {
  /** Newest users first, each with their account's subscription and billing. */
  async list(query: AdminUsersQuery, now = new Date()): Promise<AdminUsersPage> {
    const filtered = this.filtered(query);
    const [rows, counted] = await Promise.all([
      filtered
        .select([
          'u.id',
          'u.name',
          'u.email',
          'u.role',
          'u.active',
          'u.created_at as createdAt',
          'u.owner_id as ownerId',
          'c.name as companyName',
          ...billingColumns,
        ])
        .orderBy('u.created_at', 'desc')
        .orderBy('u.id')
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const total = Number(counted.total);
    const items = rows.map((row) => toItem(row, now));
    return { items, total, lastPage: Math.max(1, Math.ceil(total / query.perPage)) };
  }

  private filtered({ search, role }: AdminUsersQuery) {
    let query = this.db
      .selectFrom('users as u')
      .leftJoin('companies as c', (join) =>
        join.on((eb) => eb('c.owner_id', '=', eb.fn.coalesce('u.owner_id', 'u.id'))),
      );
    if (role !== undefined) query = query.where('u.role', '=', role);
    if (search) {
      const pattern = containing(search);
      query = query.where((eb) =>
        eb.or(
          [eb.ref('u.name'), eb.ref('u.email'), eb.ref('c.name')].map((column) =>
            eb(folded(column), 'like', pattern),
          ),
        ),
      );
    }
    return query;
  }
}
