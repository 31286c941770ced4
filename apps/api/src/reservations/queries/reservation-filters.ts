import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { ReservationDateFilter } from '@chegada/contracts';
import { ReservationStatus } from '@chegada/domain';
import { DEFAULT_TIME_ZONE, type ReservationReadTables } from './read-model.tables';
import { preferential } from './statistics';
import { keptGuestName } from './reservation-item';

/** What the list, its counters and the export select; always within one account. */
export type ReservationFilters = {
  accountId: string;
  now: Date;
  statuses?: readonly number[];
  dateFilter?: ReservationDateFilter;
  /** Check-in days (YYYY-MM-DD) in the property's time zone, both included. */
  checkInFrom?: string;
  checkInTo?: string;
  residenceId?: string;
  source?: string;
  search?: string;
  hidden?: boolean;
  /** Only those counted as preferencialReservations: they need the host now. */
  preferential?: boolean;
  /** Only the history (as GET …/history lists it), hidden ones included. */
  historic?: boolean;
  /** Only submitted ones whose identity checks ask the host to look (false: all the others). */
  needsReview?: boolean;
};

/** The account's reservations with their property, before any filter. */
export const reservationsWithResidence = (db: Kysely<ReservationReadTables>) =>
  db.selectFrom('reservation_list as r').leftJoin('residences as res', 'res.id', 'r.residence_id');

type Scope =
  ReturnType<typeof reservationsWithResidence> extends SelectQueryBuilder<
    infer Tables,
    infer Aliases,
    object
  >
    ? ExpressionBuilder<Tables, Aliases>
    : never;

/** First and last day (exclusive) of each filter, counted from today. */
const DAY_RANGES: Record<ReservationDateFilter, [number, number]> = {
  today: [0, 1],
  tomorrow: [1, 2],
  next7days: [0, 7],
  next30days: [0, 30],
};

const zone = sql<string>`coalesce(res.time_zone, ${DEFAULT_TIME_ZONE})`;

/** Midnight `days` after today, both in the property's own time zone, as an instant. */
const localMidnight = (now: Date, days: number) =>
  sql<Date>`(((${now.toISOString()}::timestamptz at time zone ${zone})::date + ${days}::int)::timestamp at time zone ${zone})`;

/** The check-in's calendar day where the property is. */
const checkInDay = sql<string>`(r.check_in at time zone ${zone})::date`;

/** The LIKE pattern matching texts that contain the term. */
const containing = (term: string): string => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const searchCondition = (eb: Scope, term: string): Expression<SqlBool> => {
  const pattern = containing(term);
  const digits = term.replace(/\D/g, '');
  return eb.or([
    eb('r.guest_name', 'ilike', pattern),
    eb('r.guest_email', 'ilike', pattern),
    eb(sql<string>`r.id::text`, 'ilike', pattern),
    eb('r.guest_phone', 'ilike', pattern),
    // A guest whose deletion was carried out is still found by the name kept until keep_until.
    eb(keptGuestName, 'ilike', pattern),
    // An imported stay is found by its booking's id (Stays' short id, Airbnb's code from a
    // feed) and, from Stays, by the channel's own code it carries (partnerCode: Airbnb's HM…,
    // Booking's number), the import's key; an iCal key is the event's UID, not searched.
    // booking_imports belongs to apps/api/src/bookings: at most one row per reservation.
    sql<SqlBool>`exists (select 1 from booking_imports bi
                          where bi.reservation_id = r.id
                            and (bi.booking_code ilike ${pattern}
                                 or (bi.integration = 'stays' and bi.external_id ilike ${pattern})))`,
    // "11 91234-5678" finds "+55 (11) 91234 5678": phones compare by their digits too.
    ...(digits.length >= 4
      ? [eb(sql<string>`regexp_replace(r.guest_phone, ${'\\D'}, '', 'g')`, 'like', `%${digits}%`)]
      : []),
  ]);
};

const { CANCELED, CHECKOUT_FINISHED, FILLING, TO_FORM } = ReservationStatus;

/**
 * A submitted reservation whose identity checks the host should look at: the identity module
 * keeps the flag in `identity_reviews` with each result, the government module each guest's CPF
 * against the Receita's register in `cpf_checks` (tables of their own, named here since those
 * modules build on this one, not the reverse). A CPF check flags the stay as the review page's
 * badge does: a CPF that is not regular, or a name or birth date unlike the register's.
 */
const needsReviewCondition = (eb: Scope): Expression<SqlBool> =>
  eb.and([
    // Nothing to look at before the form is sent, nor once the stay is over or its data gone.
    eb('r.status', 'not in', [TO_FORM, FILLING, CANCELED, CHECKOUT_FINISHED]),
    eb('r.sensitive_data_removed', '=', false),
    sql<SqlBool>`(exists (select 1 from identity_reviews ir
                           where ir.reservation_id = r.id and ir.needs_review)
                  or exists (select 1 from cpf_checks cc
                              where cc.reservation_id = r.id and cc.status = 'checked'
                                and (cc.situation is distinct from 'regular'
                                     or cc.name_matches = false
                                     or cc.birth_date_matches = false)))`,
  ]);

/** The history: finished, cancelled, or checked out before `now`. */
export const pastCondition = (eb: Scope, now: Date): Expression<SqlBool> =>
  eb.or([eb('r.status', 'in', [CANCELED, CHECKOUT_FINISHED]), eb('r.check_out', '<', now)]);

/** Every filter but the status and hidden "tabs", which the counters break down instead. */
export const scopeCondition = (eb: Scope, filters: ReservationFilters): Expression<SqlBool> => {
  const conditions: Expression<SqlBool>[] = [eb('r.account_id', '=', filters.accountId)];
  if (filters.residenceId) conditions.push(eb('r.residence_id', '=', filters.residenceId));
  if (filters.source) conditions.push(eb('r.source', '=', filters.source));
  if (filters.search) conditions.push(searchCondition(eb, filters.search));
  if (filters.dateFilter) {
    const [from, to] = DAY_RANGES[filters.dateFilter];
    conditions.push(eb('r.check_in', '>=', localMidnight(filters.now, from)));
    conditions.push(eb('r.check_in', '<', localMidnight(filters.now, to)));
  }
  if (filters.checkInFrom)
    conditions.push(eb(checkInDay, '>=', sql<string>`${filters.checkInFrom}::date`));
  if (filters.checkInTo)
    conditions.push(eb(checkInDay, '<=', sql<string>`${filters.checkInTo}::date`));
  return eb.and(conditions);
};

/** The status and hidden filters: hidden reservations stay out unless asked for. */
export const tabCondition = (eb: Scope, filters: ReservationFilters): Expression<SqlBool> => {
  const conditions: Expression<SqlBool>[] = filters.historic
    ? [pastCondition(eb, filters.now)]
    : [eb('r.hidden', '=', filters.hidden ?? false)];
  if (filters.statuses && filters.statuses.length > 0)
    conditions.push(eb('r.status', 'in', [...filters.statuses]));
  if (filters.preferential) conditions.push(preferential(filters.now.toISOString()));
  if (filters.needsReview !== undefined)
    conditions.push(
      filters.needsReview ? needsReviewCondition(eb) : eb.not(needsReviewCondition(eb)),
    );
  return eb.and(conditions);
};

/** A list or export query: the filters, with the statuses as the query string names them. */
type FilterQuery = Omit<ReservationFilters, 'accountId' | 'now' | 'statuses'> & {
  'status[]'?: number[];
  status?: number[];
};

/** The filters of a validated list or export query, for the caller's account. */
export const filtersOf = (
  accountId: string,
  query: FilterQuery,
  now: Date,
): ReservationFilters => ({
  accountId,
  now,
  statuses: [...(query['status[]'] ?? []), ...(query.status ?? [])],
  dateFilter: query.dateFilter,
  checkInFrom: query.checkInFrom,
  checkInTo: query.checkInTo,
  residenceId: query.residenceId,
  source: query.source,
  search: query.search || undefined,
  hidden: query.hidden,
  preferential: query.preferential,
  historic: query.historic,
  needsReview: query.needsReview,
});
