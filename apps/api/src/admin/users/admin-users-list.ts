import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import type { AdminUsersQuery, SubscriptionOverview } from '@chegada/contracts';
import { AdminUsersRepository, type AdminUserItem } from '../../accounts';
import { BILLING_PROVIDER, lastDayBefore, type BillingProvider } from '../../billing';

/** A calendar day (YYYY-MM-DD) `days` later. */
const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** What the admin reads of an account's subscription: a cancelled or overdue one says so. */
export type AdminSubscriptionStatus =
  'trial' | 'active' | 'cancelled' | 'ended' | 'overdue' | 'inactive';

export type AdminUserAnswer = Omit<
  AdminUserItem,
  'billingCustomer' | 'subscriptionStatus' | 'endsAt' | 'cancelledAt' | 'overdueSince'
> & {
  subscriptionStatus: AdminSubscriptionStatus | null;
  /**
   * YYYY-MM-DD, Brasília's calendar: cancelled, the service's last day; overdue, the grace
   * period's last day. Null otherwise.
   */
  subscriptionUntil: string | null;
  /** The account's customer page in the provider's console; null before it has one. */
  billingCustomerUrl: string | null;
};

export type AdminUsersAnswer = {
  items: AdminUserAnswer[];
  total: number;
  lastPage: number;
  /** Whether this server bills at all (BILLING_PROVIDER): with none, trials run on. */
  billing: SubscriptionOverview['billing'];
};

/** The admin's user list, with a link to each account's customer at the payment provider. */
@Injectable()
export class AdminUsersList {
  constructor(
    private readonly users: AdminUsersRepository,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider | null,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async list(query: AdminUsersQuery): Promise<AdminUsersAnswer> {
    const page = await this.users.list(query);
    return {
      ...page,
      items: page.items.map((item) => this.withCustomerPage(item)),
      billing: this.provider ? 'configured' : 'not-configured',
    };
  }

  // A customer made at another provider than today's has no page this one can show.
  private withCustomerPage({
    billingCustomer,
    subscriptionStatus,
    endsAt,
    cancelledAt,
    overdueSince,
    ...item
  }: AdminUserItem): AdminUserAnswer {
    const provider = this.provider;
    const known = provider && billingCustomer?.provider === provider.name;
    return {
      ...item,
      ...this.standing(subscriptionStatus, endsAt, cancelledAt, overdueSince),
      billingCustomerUrl: known ? provider.customerPage(billingCustomer.customerId) : null,
    };
  }

  private standing(
    status: AdminUserItem['subscriptionStatus'],
    endsAt: Date | null,
    cancelledAt: Date | null,
    overdueSince: string | null,
  ): Pick<AdminUserAnswer, 'subscriptionStatus' | 'subscriptionUntil'> {
    if (!status) return { subscriptionStatus: null, subscriptionUntil: null };
    if (cancelledAt) {
      const until = endsAt ? lastDayBefore(endsAt) : null;
      return status === 'inactive'
        ? { subscriptionStatus: 'ended', subscriptionUntil: until }
        : { subscriptionStatus: 'cancelled', subscriptionUntil: until };
    }
    if (status === 'active' && overdueSince && this.provider) {
      const grace = addDays(overdueSince, this.config.BILLING_GRACE_DAYS);
      return { subscriptionStatus: 'overdue', subscriptionUntil: grace };
    }
    return { subscriptionStatus: status, subscriptionUntil: null };
  }
}
