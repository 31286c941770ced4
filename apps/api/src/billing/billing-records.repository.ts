import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { BillingTier } from '@chegada/contracts';
import type { SubscriptionStatus } from '@chegada/domain';
import { TablesRepository } from '../infrastructure';
import type { AccountBillingTables, BillingTables } from './billing.tables';
import type { BillingAccount, EndedTrial, SubscriptionRecord } from './billing-records.types';
import { tierFor } from './plan-tiers';

type Tables = BillingTables & AccountBillingTables;

export { noAccountYet } from './billing-records.types';
export type { BillingAccount, EndedTrial, SubscriptionRecord } from './billing-records.types';

/** Each owner's latest subscription row (billing's charges read it too). */
export const latestSubscription = sql`(
  select distinct on (owner_id) * from subscriptions
  order by owner_id, started_at desc, created_at desc
)`;

/** Billing's tables, and the subscription rows it moves (companies' module creates them). */
@Injectable()
export class BillingRecords extends TablesRepository<Tables> {
  async account(ownerId: string): Promise<BillingAccount | undefined> {
    return this.accountWhere('owner_id', ownerId);
  }

  async accountOfSubscription(subscriptionId: string): Promise<BillingAccount | undefined> {
    return this.accountWhere('subscription_id', subscriptionId);
  }

  async accountOfCustomer(customerId: string): Promise<BillingAccount | undefined> {
    return this.accountWhere('customer_id', customerId);
  }

  async saveAccount(provider: string, account: BillingAccount): Promise<void> {
    await this.db
      .insertInto('billing_accounts')
      .values({
        owner_id: account.ownerId,
        provider,
        customer_id: account.customerId,
        subscription_id: account.subscriptionId,
        price_table_id: account.priceTableId,
        monthly_price_cents: account.monthlyPrice,
        tier_min: account.tierMin,
        tier_max: account.tierMax,
        cycle_anchor: account.cycleAnchor,
        cancelled_at: account.cancelledAt,
      })
      .onConflict((conflict) =>
        conflict.column('owner_id').doUpdateSet((eb) => ({
          customer_id: eb.ref('excluded.customer_id'),
          subscription_id: eb.ref('excluded.subscription_id'),
          price_table_id: eb.ref('excluded.price_table_id'),
          monthly_price_cents: eb.ref('excluded.monthly_price_cents'),
          tier_min: eb.ref('excluded.tier_min'),
          tier_max: eb.ref('excluded.tier_max'),
          cycle_anchor: eb.ref('excluded.cycle_anchor'),
          cancelled_at: eb.ref('excluded.cancelled_at'),
        })),
      )
      .execute();
  }

  /** Trials that ended at `now` with no account at the provider yet, oldest first. */
  async endedTrials(now: Date, limit: number): Promise<EndedTrial[]> {
    const { rows } = await sql<EndedTrial>`
      select s.owner_id as "ownerId", u.email, c.name as "companyName", c.cnpj,
        (select count(*)::int from residences r
          where r.account_id = s.owner_id and r.archived_at is null) as properties
      from ${latestSubscription} s
      join users u on u.id = s.owner_id
      join companies c on c.owner_id = s.owner_id
      where s.status = 'trial' and s.ends_at <= ${now}
        and not exists (select 1 from billing_accounts b
          where b.owner_id = s.owner_id and b.subscription_id is not null)
      order by s.ends_at
      limit ${limit}`.execute(this.db);
    return rows;
  }

  /** Accounts billed for a tier their property count has left, with the count now. */
  async tiersToReview(): Promise<(BillingAccount & { properties: number })[]> {
    const { rows } = await sql<{ owner_id: string; properties: number }>`
      select b.owner_id,
        (select count(*)::int from residences r
          where r.account_id = b.owner_id and r.archived_at is null) as properties
      from billing_accounts b
      where b.cancelled_at is null and b.subscription_id is not null`.execute(this.db);
    const accounts = await Promise.all(
      rows.map(async (row) => ({
        ...(await this.account(row.owner_id))!,
        properties: row.properties,
      })),
    );
    // The tier the count falls in (0 properties is the first tier's, as below its minimum):
    // an account already billed for it is left alone, so it is repriced once.
    const tiers = await this.planTiers();
    return accounts.filter((account) => {
      const tier = tierFor(tiers, account.properties);
      return tier !== null && (tier.min !== account.tierMin || tier.max !== account.tierMax);
    });
  }

  async owner(
    ownerId: string,
  ): Promise<{ name: string; email: string; language: string } | undefined> {
    return this.db
      .selectFrom('users')
      .select(['name', 'email', 'language'])
      .where('id', '=', ownerId)
      .executeTakeFirst();
  }

  /** The company as the provider's customer: name, CNPJ and the owner's e-mail. */
  async company(
    ownerId: string,
  ): Promise<{ name: string; cpfCnpj: string; email: string } | undefined> {
    return this.db
      .selectFrom('companies as c')
      .innerJoin('users as u', 'u.id', 'c.owner_id')
      .select(['c.name', 'c.cnpj as cpfCnpj', 'u.email'])
      .where('c.owner_id', '=', ownerId)
      .executeTakeFirst();
  }

  /** The "quantity of properties" the owner gave at registration. */
  async declaredProperties(ownerId: string): Promise<number> {
    const declared = await this.findValue('companies', 'quantity_of_properties', {
      owner_id: ownerId,
    });
    return declared ?? 0;
  }

  async properties(ownerId: string): Promise<number> {
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from residences
      where account_id = ${ownerId} and archived_at is null`.execute(this.db);
    return rows[0]?.count ?? 0;
  }

  async subscription(ownerId: string): Promise<SubscriptionRecord | undefined> {
    const { rows } = await sql<SubscriptionRecord>`
      select id, plan_name as "planName", status, started_at as "startedAt",
        ends_at as "endsAt", payment_link as "paymentLink"
      from ${latestSubscription} s where owner_id = ${ownerId}`.execute(this.db);
    return rows[0];
  }

  /** The paid plan that follows the trial: a new subscription row. */
  async startPaidPlan(ownerId: string, planName: string, startedAt: Date): Promise<void> {
    await this.db
      .insertInto('subscriptions')
      .values({
        owner_id: ownerId,
        plan_name: planName,
        status: 'active',
        started_at: startedAt,
        ends_at: null,
        payment_link: null,
        property_limit: null,
      })
      .execute();
  }

  /** Moves the latest subscription row: its status, the link to pay, its end. */
  async moveSubscription(
    ownerId: string,
    change: {
      status?: SubscriptionStatus;
      paymentLink?: string | null;
      endsAt?: Date | null;
      planName?: string;
    },
  ): Promise<void> {
    const latest = await this.subscription(ownerId);
    if (!latest) return;
    await this.db
      .updateTable('subscriptions')
      .set({
        ...(change.status ? { status: change.status } : {}),
        ...(change.paymentLink !== undefined ? { payment_link: change.paymentLink } : {}),
        ...(change.endsAt !== undefined ? { ends_at: change.endsAt } : {}),
        ...(change.planName ? { plan_name: change.planName } : {}),
      })
      .where('id', '=', latest.id)
      .execute();
  }

  /** The tiers of the plan accounts are billed on: the oldest active price table's. */
  async planTiers(): Promise<(BillingTier & { tableId: string })[]> {
    const { rows } = await sql<BillingTier & { tableId: string }>`
      select t.id as "tableId", t.name as table, tier.min_properties as min,
        tier.max_properties as max, tier.monthly_price_cents as "monthlyPrice"
      from price_tables t join price_table_tiers tier on tier.price_table_id = t.id
      where t.id = (select id from price_tables where active order by created_at, id limit 1)
      order by tier.min_properties`.execute(this.db);
    return rows;
  }

  private async accountWhere(
    column: 'owner_id' | 'subscription_id' | 'customer_id',
    value: string,
  ): Promise<BillingAccount | undefined> {
    const row = await this.db
      .selectFrom('billing_accounts')
      .select([
        'owner_id',
        'customer_id',
        'subscription_id',
        'price_table_id',
        'monthly_price_cents',
        'tier_min',
        'tier_max',
        'cancelled_at',
        sql<string | null>`to_char(cycle_anchor, 'YYYY-MM-DD')`.as('cycle_anchor'),
      ])
      .where(column, '=', value)
      .executeTakeFirst();
    return (
      row && {
        ownerId: row.owner_id,
        customerId: row.customer_id,
        subscriptionId: row.subscription_id,
        priceTableId: row.price_table_id,
        monthlyPrice: row.monthly_price_cents,
        tierMin: row.tier_min,
        tierMax: row.tier_max,
        cycleAnchor: row.cycle_anchor,
        cancelledAt: row.cancelled_at,
      }
    );
  }
}
