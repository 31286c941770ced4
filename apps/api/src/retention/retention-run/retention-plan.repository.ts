import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  ACCESS_LOG_RETENTION_MONTHS,
  CANCELLED_ACCOUNT_RETENTION_YEARS,
  RETENTION_LIMITS,
  type RetentionItem,
  type RetentionStay,
} from '@chegada/contracts';
import { TablesRepository } from '../../infrastructure';
import { personalDataKeptUntilSql } from '../retention-period';
import { STAY_END_DATE } from '../stay-end';

type Row = { reservation_id: string; account_id: string; since: string };

// The checkout DATE as the host named the stay (given alone, else where Brazil's reference
// time puts the instant); the periods count from the stay's end (STAY_END_DATE).
const CHECKOUT_DATE = sql`coalesce(r.check_out_day::date,
  (r.check_out at time zone 'America/Sao_Paulo')::date)`;

// Anything biometric left of a reservation: its key, a frame, a descriptor.
const HOLDS_BIOMETRIC_DATA = sql`(
  exists (select 1 from personal_data_keys k
           where k.subject_id = r.id::text || ':biometric' and k.wrapped_key is not null)
  or exists (select 1 from identity_liveness_sessions l
              where l.reservation_id = r.id and (l.descriptor is not null or l.frames > 0))
  or exists (select 1 from identity_face_matches m
              where m.reservation_id = r.id and m.descriptors is not null))`;

const itemsOf = (rule: RetentionItem['rule'], rows: Row[]): RetentionItem[] =>
  rows.map((row) => ({
    rule,
    accountId: row.account_id,
    reservationId: row.reservation_id,
    since: row.since,
  }));

/**
 * What the retention rules find due at a moment (issue 32), read across the reservation list,
 * the data keys, the identity evidence and the host's settings. Reads only: applying is
 * RetentionRun's.
 */
@Injectable()
export class RetentionPlanRepository extends TablesRepository<Record<string, never>> {
  /**
   * Stays whose biometric period after their end (the checkout date, or an earlier finish)
   * ended by `today` (a date in Brasília).
   */
  async biometricDue(today: string): Promise<RetentionItem[]> {
    const { rows } = await sql<Row>`
      select r.id as reservation_id, r.account_id, ${STAY_END_DATE}::text as since
        from reservation_list r
        left join retention_settings s on s.account_id = r.account_id
       where ${STAY_END_DATE}
               + coalesce(s.biometric_days, ${RETENTION_LIMITS.biometricDays.default})
             <= ${today}::date
         and ${HOLDS_BIOMETRIC_DATA}
       order by r.id`.execute(this.db);
    return itemsOf('biometric', rows);
  }

  /**
   * Stays whose documents and personal data period after their end ended by `now`: at the
   * moment a deletion's kept record of them ends too (personalDataKeptUntil of stayEndDateOf).
   */
  async personalDataDue(now: Date): Promise<RetentionItem[]> {
    const months = sql`coalesce(s.personal_data_months,
      ${RETENTION_LIMITS.personalDataMonths.default})`;
    const { rows } = await sql<Row>`
      select r.id as reservation_id, r.account_id, ${STAY_END_DATE}::text as since
        from reservation_list r
        left join retention_settings s on s.account_id = r.account_id
       where ${personalDataKeptUntilSql(STAY_END_DATE, months)} <= ${now}
         and (not r.sensitive_data_removed or ${HOLDS_BIOMETRIC_DATA})
       order by r.id`.execute(this.db);
    return itemsOf('personal-data', rows);
  }

  /**
   * Every stay still holding data of an account cancelled at least 5 years before `now`
   * (spec §9), whatever its checkout; `since` is the cancellation.
   */
  async cancelledAccountsDue(now: Date): Promise<RetentionItem[]> {
    const { rows } = await sql<Row>`
      select r.id as reservation_id, r.account_id, b.cancelled_at::text as since
        from billing_accounts b
        join reservation_list r on r.account_id = b.owner_id
       where b.cancelled_at
               + make_interval(years => ${CANCELLED_ACCOUNT_RETENTION_YEARS}) <= ${now}
         and (not r.sensitive_data_removed or ${HOLDS_BIOMETRIC_DATA}
              or exists (select 1 from kept_companion_parts c where c.reservation_id = r.id))
       order by r.id`.execute(this.db);
    return itemsOf('cancelled-account', rows);
  }

  /**
   * The owners of the accounts cancelled at least 5 years before `now` (spec §9) whose own rows
   * were not erased yet (accounts' AccountErasure).
   */
  async cancelledAccountsToErase(now: Date): Promise<string[]> {
    const { rows } = await sql<{ owner_id: string }>`
      select b.owner_id from billing_accounts b
        join users u on u.id = b.owner_id
       where b.cancelled_at
               + make_interval(years => ${CANCELLED_ACCOUNT_RETENTION_YEARS}) <= ${now}
         and u.erased_at is null
       order by b.owner_id`.execute(this.db);
    return rows.map((row) => row.owner_id);
  }

  /**
   * What guests' deletions kept because a legal duty did (data-subject requests), or because
   * it was an adult companion's, whose time (checkout plus the host's retention) came by `now`.
   */
  async keptRecordsDue(now: Date): Promise<string[]> {
    const { rows } = await sql<{ reservation_id: string }>`
      select reservation_id from personal_data_kept where keep_until <= ${now}
       union
      select reservation_id from kept_companion_parts where keep_until <= ${now}
       order by reservation_id`.execute(this.db);
    return rows.map((row) => row.reservation_id);
  }

  /** The kept record of a reservation, once its key is shredded. */
  async forgetKept(reservationId: string): Promise<void> {
    await sql`delete from personal_data_kept where reservation_id = ${reservationId}`.execute(
      this.db,
    );
  }

  /** The requests adult companions made about a stay: each may hold a key of its own. */
  async companionRequestsOf(reservationId: string): Promise<string[]> {
    const { rows } = await sql<{ id: string }>`select id from personal_data_requests
      where reservation_id = ${reservationId} and guest <> 'main' order by id`.execute(this.db);
    return rows.map((row) => row.id);
  }

  /**
   * The addresses adult companions typed for their requests, each under its request's key
   * (issue 32): a request never closed keeps one no longer than the stay's data it is about.
   */
  async forgetRequesterEmails(reservationId: string): Promise<void> {
    await sql`update personal_data_requests set email = null
      where reservation_id = ${reservationId} and email is not null`.execute(this.db);
  }

  /** The stays named as a person reads them (property, dates, guest while held), by id. */
  async staysOf(reservationIds: string[]): Promise<Map<string, RetentionStay>> {
    if (reservationIds.length === 0) return new Map();
    const { rows } = await sql<RetentionStay & { id: string }>`
      select r.id, p.name as "residenceName", r.guest_name as "guestName",
             coalesce(r.check_in_day::date,
               (r.check_in at time zone 'America/Sao_Paulo')::date)::text as "checkIn",
             ${CHECKOUT_DATE}::text as "checkOut"
        from reservation_list r
        left join residences p on p.id = r.residence_id
       where r.id = any(${reservationIds}::uuid[])`.execute(this.db);
    return new Map(rows.map(({ id, ...stay }) => [id, stay]));
  }

  /** Where the access log's 6 months end: entries that ended before are deleted. */
  accessLogCutoff(now: Date): Date {
    const cutoff = new Date(now);
    cutoff.setUTCMonth(cutoff.getUTCMonth() - ACCESS_LOG_RETENTION_MONTHS);
    return cutoff;
  }
}
