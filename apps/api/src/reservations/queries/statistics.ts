import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { ReservationStatus } from '@chegada/domain';

export type { ReservationStatistics } from '@chegada/contracts';

const { TO_FORM, TO_VALIDATE, TO_APROVE, ENDED, FILLING, REFUSED, CANCELED, CHECKOUT_FINISHED } =
  ReservationStatus;

/** Counts the rows a condition selects, in the same pass as the other counters. */
export const counted = (condition: Expression<SqlBool> | RawBuilder<unknown>) =>
  sql<number>`(count(*) filter (where ${condition}))::int`;

const visibleWith = (statuses: readonly number[]) =>
  counted(sql`not r.hidden and r.status in (${sql.join(statuses)})`);

/**
 * One select list counting every counter in a single pass with FILTER clauses. Hidden
 * reservations count only in `hidden`; `preferencialReservations` are those that need the
 * host now: visible, not cancelled, not yet approved, check-in within the next 48 hours.
 */
export const statisticsSelection = (now: Date) => {
  const at = now.toISOString();
  return [
    visibleWith([TO_FORM]).as('pending'),
    visibleWith([FILLING]).as('filling'),
    visibleWith([TO_APROVE, TO_VALIDATE]).as('waitingApproval'),
    visibleWith([ENDED]).as('approved'),
    visibleWith([CHECKOUT_FINISHED]).as('checkoutFinished'),
    visibleWith([REFUSED]).as('refused'),
    visibleWith([CANCELED]).as('cancelled'),
    counted(sql`r.hidden`).as('hidden'),
    counted(sql`not r.hidden`).as('total'),
    counted(sql`not r.hidden
      and r.status not in (${sql.join([CANCELED, ENDED, CHECKOUT_FINISHED])})
      and r.check_in >= ${at}::timestamptz
      and r.check_in < ${at}::timestamptz + interval '48 hours'`).as('preferencialReservations'),
  ] as const;
};
