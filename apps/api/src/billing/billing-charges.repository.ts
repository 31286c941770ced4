import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { BillingCharge, ChargePurpose } from '@chegada/contracts';
import { TablesRepository } from '../infrastructure';
import { latestSubscription } from './billing-records.repository';
import type { AccountBillingTables, BillingTables } from './billing.tables';
import { replacedBy } from './charge-references';
import type { ProviderCharge } from './provider/billing-provider';

// A date column comes back as a Date at local midnight: the calendar date, as text.
const CHARGE_COLUMNS = [
  'id',
  'purpose',
  'value_cents',
  sql<string>`to_char(due_date, 'YYYY-MM-DD')`.as('due_date'),
  'status',
  'invoice_url',
  'receipt_url',
  'paid_at',
  'replaces',
] as const;

// Pending or overdue, or refunded with no live new charge carrying it (charge-references.ts).
const UNSETTLED = sql<boolean>`(ch.status in ('pending', 'overdue') or (ch.status = 'refunded'
  and not exists (select 1 from billing_charges again
    where again.replaces = ch.id and again.status <> 'cancelled')))`;

const toCharge = (row: {
  id: string;
  purpose: ChargePurpose;
  value_cents: number;
  due_date: string;
  status: BillingCharge['status'];
  invoice_url: string | null;
  receipt_url: string | null;
  paid_at: Date | null;
  replaces: string | null;
}): BillingCharge => ({
  id: row.id,
  purpose: row.purpose,
  amount: row.value_cents,
  dueDate: row.due_date,
  status: row.status,
  invoiceUrl: row.invoice_url,
  receiptUrl: row.receipt_url,
  paidAt: row.paid_at?.toISOString() ?? null,
  replaces: row.replaces,
});

/** The charges the provider reported, as the subscription page and the cycle read them. */
@Injectable()
export class BillingCharges extends TablesRepository<BillingTables & AccountBillingTables> {
  /** The charge as the provider reports it now; its purpose is kept from the first report. */
  async saveCharge(ownerId: string, purpose: ChargePurpose, charge: ProviderCharge): Promise<void> {
    await this.db
      .insertInto('billing_charges')
      .values({
        id: charge.id,
        owner_id: ownerId,
        purpose,
        value_cents: charge.amount,
        due_date: charge.dueDate,
        status: charge.status,
        invoice_url: charge.invoiceUrl,
        receipt_url: charge.receiptUrl,
        paid_at: charge.paidAt,
        replaces: replacedBy(charge.externalReference),
      })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          value_cents: eb.ref('excluded.value_cents'),
          due_date: eb.ref('excluded.due_date'),
          status: eb.ref('excluded.status'),
          invoice_url: eb.fn.coalesce('excluded.invoice_url', 'billing_charges.invoice_url'),
          receipt_url: eb.fn.coalesce('excluded.receipt_url', 'billing_charges.receipt_url'),
          paid_at: eb.ref('excluded.paid_at'),
          updated_at: new Date(),
        })),
      )
      .execute();
  }
  /** Withdrawn by the host (a credits purchase no longer wanted): no pix of it is offered. */
  async markCancelled(ownerId: string, chargeId: string): Promise<void> {
    await this.db
      .updateTable('billing_charges')
      .set({ status: 'cancelled', updated_at: new Date() })
      .where('owner_id', '=', ownerId)
      .where('id', '=', chargeId)
      .execute();
  }
  /** The owner's charges, with the columns a BillingCharge is read from. */
  private chargesOf(ownerId: string) {
    return this.db
      .selectFrom('billing_charges')
      .select(CHARGE_COLUMNS)
      .where('owner_id', '=', ownerId);
  }
  async charges(ownerId: string, purpose?: ChargePurpose): Promise<BillingCharge[]> {
    let query = this.chargesOf(ownerId)
      .orderBy('billing_charges.due_date', 'desc')
      .orderBy('created_at', 'desc')
      .limit(120);
    if (purpose) query = query.where('purpose', '=', purpose);
    return (await query.execute()).map(toCharge);
  }
  async charge(ownerId: string, chargeId: string): Promise<BillingCharge | undefined> {
    const row = await this.chargesOf(ownerId).where('id', '=', chargeId).executeTakeFirst();
    return row && toCharge(row);
  }
  /**
   * Accounts whose oldest unpaid subscription charge is past its grace at `today` (a calendar
   * date) while the subscription still counts as active: a refunded charge counts as unpaid
   * until a new charge carries it, which then counts from its own due date.
   */
  async unpaidPastGrace(
    today: string,
    graceDays: number,
  ): Promise<{ ownerId: string; chargeId: string; invoiceUrl: string | null }[]> {
    const { rows } = await sql<{ ownerId: string; chargeId: string; invoiceUrl: string | null }>`
      select distinct on (ch.owner_id) ch.owner_id as "ownerId", ch.id as "chargeId",
        ch.invoice_url as "invoiceUrl"
      from billing_charges ch
      join ${latestSubscription} s on s.owner_id = ch.owner_id
      where ch.purpose = 'subscription' and s.status = 'active'
        and ${UNSETTLED}
        and ch.due_date + ${graceDays}::int < ${today}::date
      order by ch.owner_id, ch.due_date`.execute(this.db);
    return rows;
  }
  /**
   * How many subscription charges of the account are unpaid past their due date at `today` (a
   * calendar date): overdue or refunded, or still pending past it (Asaas may not have said
   * so yet; the daily job counts it all the same).
   */
  async unpaidSubscriptionCharges(ownerId: string, today: string): Promise<number> {
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from billing_charges ch
      where ch.owner_id = ${ownerId} and ch.purpose = 'subscription'
        and (ch.status <> 'pending' or ch.due_date < ${today}::date) and ${UNSETTLED}`.execute(
      this.db,
    );
    return rows[0]?.count ?? 0;
  }
  /** The live new charge of a refunded one, if it was billed again. */
  async replacementOf(ownerId: string, refundedId: string): Promise<BillingCharge | undefined> {
    const row = await this.chargesOf(ownerId)
      .where('replaces', '=', refundedId)
      .where('status', '<>', 'cancelled')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return row && toCharge(row);
  }
}
