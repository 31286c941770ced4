import { Inject, Injectable, Module } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { CONFIG, type Config } from '@chegada/config';
import { subscriptionStanding, type SubscriptionStatus } from '@chegada/domain';
import { AppError } from '../common';
import { DATABASE, TablesRepository } from '../infrastructure';

/** Why an account creates nothing new: unpaid, or cancelled with its service over. */
export type CreatingHold = 'SUBSCRIPTION_INACTIVE' | 'SUBSCRIPTION_ENDED';

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

  /** Whether a provider bills (BILLING_PROVIDER is not `none`): else nothing is ever owed. */
  get billing(): boolean {
    return this.config.BILLING_PROVIDER !== 'none';
  }

  async mayCreate(accountId: string, now = new Date()): Promise<boolean> {
    return (await this.hold(accountId, now)) === null;
  }

  /**
   * SUBSCRIPTION_INACTIVE (402) in the caller's language; SUBSCRIPTION_ENDED when the account
   * cancelled and its paid service is over (nothing is owed: it subscribes again).
   */
  async assertMayCreate(accountId: string): Promise<void> {
    const refusal = await this.hold(accountId, new Date());
    if (refusal) throw new AppError(refusal);
  }

  /**
   * What holds the account back at `now`, or null: the session user says the same (GET
   * /api/me), so the web client's banner and "New …" buttons agree with the API's refusals.
   */
  async hold(accountId: string, now = new Date()): Promise<CreatingHold | null> {
    if (!this.billing) return null;
    const { rows } = await sql<{
      status: SubscriptionStatus;
      ends_at: Date | null;
      cancelled: boolean;
    }>`
      select s.status, s.ends_at, exists (
          select 1 from billing_accounts b
            where b.owner_id = s.owner_id and b.cancelled_at is not null) as cancelled
        from subscriptions s where s.owner_id = ${accountId}
        order by s.started_at desc, s.created_at desc limit 1`.execute(this.db);
    const latest = rows[0];
    if (!latest) return null;
    const { status } = subscriptionStanding({ status: latest.status, endsAt: latest.ends_at }, now);
    if (status !== 'inactive') return null;
    return latest.cancelled ? 'SUBSCRIPTION_ENDED' : 'SUBSCRIPTION_INACTIVE';
  }
}

/** The gate alone, for the modules that create (reservations, residences, bookings). */
@Module({ providers: [SubscriptionGate], exports: [SubscriptionGate] })
export class SubscriptionGateModule {}
