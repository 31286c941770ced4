import { Inject, Injectable } from '@nestjs/common';
import type { AdminUsersQuery, SubscriptionOverview } from '@chegada/contracts';
import type { SubscriptionStatus } from '@chegada/domain';
import { AdminUsersRepository, type AdminUserItem } from '../../accounts';
import { BILLING_PROVIDER, type BillingProvider } from '../../billing';

export type AdminUserAnswer = Omit<AdminUserItem, 'billingCustomer'> & {
  subscriptionStatus: SubscriptionStatus | null;
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
  private withCustomerPage({ billingCustomer, ...item }: AdminUserItem): AdminUserAnswer {
    const provider = this.provider;
    const known = provider && billingCustomer?.provider === provider.name;
    return {
      ...item,
      billingCustomerUrl: known ? provider.customerPage(billingCustomer.customerId) : null,
    };
  }
}
