import { Inject, Injectable, Module } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { CONFIG, type Config } from '@chegada/config';
import { subscriptionStanding, type SubscriptionStatus } from '@chegada/domain';
import { AppError } from '../common';
import { DATABASE, TablesRepository } from '../infrastructure';

type Tables = {
  subscriptions: {
    owner_id: string;
    status: SubscriptionStatus;
    ends_at: Date | null;
    started_at: Date;
  };
};

/**
 * Spec §4 and issue 31: an account whose subscription is inactive creates nothing new —
 * reservations, properties, imported bookings — while everything that exists keeps working
 * (approvals, cancellations, door codes, messages, guests finishing their forms). With no
 * billing provider no account is ever inactive.
 */
@Injectable()
export class SubscriptionGate extends TablesRepository<Tables> {
  constructor(
    @Inject(DATABASE) database: Kysely<unknown>,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    super(database);
  }

  async mayCreate(accountId: string, now = new Date()): Promise<boolean> {
    if (this.config.BILLING_PROVIDER === 'none') return true;
    const { rows } = await sql<{ status: SubscriptionStatus; ends_at: Date | null }>`
      select status, ends_at from subscriptions where owner_id = ${accountId}
      order by started_at desc, created_at desc limit 1`.execute(this.db);
    const latest = rows[0];
    return (
      !latest ||
      subscriptionStanding({ status: latest.status, endsAt: latest.ends_at }, now).status !==
        'inactive'
    );
  }

  /** SUBSCRIPTION_INACTIVE (402) in the caller's language. */
  async assertMayCreate(accountId: string): Promise<void> {
    if (!(await this.mayCreate(accountId))) throw new AppError('SUBSCRIPTION_INACTIVE');
  }
}

/** The gate alone, for the modules that create (reservations, residences, bookings). */
@Module({ providers: [SubscriptionGate], exports: [SubscriptionGate] })
export class SubscriptionGateModule {}
