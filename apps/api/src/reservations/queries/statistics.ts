import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ReservationStatistics } from '@chegada/contracts';
import { ReservationStatus } from '@chegada/domain';
import type { ReservationFilters } from './reservation-filters';

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
    counted(preferential(at)).as('preferencialReservations'),
  ] as const;
};

/** Visible, not cancelled, not yet approved, check-in within the next 48 hours (of `at`). */
export function preferential(at: string) {
  return sql<SqlBool>`not r.hidden
    and r.status not in (${sql.join([CANCELED, ENDED, CHECKOUT_FINISHED])})
    and r.check_in >= ${at}::timestamptz
    and r.check_in < ${at}::timestamptz + interval '48 hours'`;
}

/**
 * Whether the counters table (reservation_counters, kept by triggers on reservation_list)
 * answers for these filters: it counts per account, property, source, status and hidden, so
 * not within a search, a date range or the preferential ones (which move with the clock).
 */
export const countersAreKept = (filters: ReservationFilters): boolean =>
  !filters.search &&
  !filters.dateFilter &&
  !filters.checkInFrom &&
  !filters.checkInTo &&
  !filters.preferential &&
  !filters.historic &&
  filters.needsReview === undefined;

const kept = (condition: RawBuilder<unknown>) =>
  sql<number>`coalesce(sum(c.reservations) filter (where ${condition}), 0)::int`;
const keptVisibleWith = (statuses: readonly number[]) =>
  kept(sql`not c.hidden and c.status in (${sql.join(statuses)})`);

/**
 * The same counters as statisticsSelection, and the total of the list's tab (`hidden`,
 * `statuses`), read from the kept counters: a few dozen rows instead of every reservation of
 * the account. Only preferencialReservations, which moves with the clock, is counted from the
 * list, over the 48 hours of check-ins its index finds.
 */
export const keptStatistics = async <Tables>(
  db: Kysely<Tables>,
  filters: ReservationFilters,
): Promise<ReservationStatistics & { listTotal: number }> => {
  const scope = (alias: 'c' | 'r') => {
    const conditions = [sql`${sql.ref(`${alias}.account_id`)} = ${filters.accountId}`];
    if (filters.residenceId)
      conditions.push(sql`${sql.ref(`${alias}.residence_id`)} = ${filters.residenceId}`);
    if (filters.source) conditions.push(sql`${sql.ref(`${alias}.source`)} = ${filters.source}`);
    return sql.join(conditions, sql` and `);
  };
  const tab = [sql`c.hidden = ${filters.hidden ?? false}`];
  if (filters.statuses && filters.statuses.length > 0)
    tab.push(sql`c.status in (${sql.join([...filters.statuses])})`);
  const { rows } = await sql<ReservationStatistics & { listTotal: number }>`
    select
      ${keptVisibleWith([TO_FORM])} as "pending",
      ${keptVisibleWith([FILLING])} as "filling",
      ${keptVisibleWith([TO_APROVE, TO_VALIDATE])} as "waitingApproval",
      ${keptVisibleWith([ENDED])} as "approved",
      ${keptVisibleWith([CHECKOUT_FINISHED])} as "checkoutFinished",
      ${keptVisibleWith([REFUSED])} as "refused",
      ${keptVisibleWith([CANCELED])} as "cancelled",
      ${kept(sql`c.hidden`)} as "hidden",
      ${kept(sql`not c.hidden`)} as "total",
      (select count(*)::int from reservation_list r
        where ${scope('r')} and ${preferential(filters.now.toISOString())}
      ) as "preferencialReservations",
      ${kept(sql.join(tab, sql` and `))} as "listTotal"
    from reservation_counters c
    where ${scope('c')}`.execute(db);
  // An aggregate without GROUP BY always answers one row.
  return rows[0]!;
};
