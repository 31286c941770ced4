import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { ReservationStatus } from '@chegada/domain';
import { TablesRepository } from '../../../infrastructure';
import { accountToday } from '../account-today';
import { DEFAULT_TIME_ZONE, type ReservationReadTables } from '../read-model.tables';
import { reservationsWithResidence } from '../reservation-filters';
import { statisticsSelection, type ReservationStatistics } from '../statistics';

export type DashboardDay = { date: string; arrivals: number; departures: number };

export type Dashboard = { statistics: ReservationStatistics; days: DashboardDay[] };

export const DASHBOARD_DAYS = 30;

/** The home page of a host: the account's counters and the next days' arrivals and departures. */
@Injectable()
export class DashboardRepository extends TablesRepository<ReservationReadTables> {
  async forAccount(accountId: string, now: Date): Promise<Dashboard> {
    const [statistics, days] = await Promise.all([
      reservationsWithResidence(this.db)
        .where('r.account_id', '=', accountId)
        .select(statisticsSelection(now))
        .executeTakeFirstOrThrow(),
      this.days(accountId, now),
    ]);
    return { statistics, days };
  }

  /**
   * One line per day from today on. A reservation arrives on its check-in's date and leaves
   * on its check-out's, both in its property's time zone; "today" is the earliest date any of
   * the account's properties is living (they differ only around midnight). Hidden and
   * cancelled reservations neither arrive nor leave.
   */
  private async days(accountId: string, now: Date): Promise<DashboardDay[]> {
    const at = now.toISOString();
    const { rows } = await sql<DashboardDay>`
      with first_day as (select ${accountToday(accountId, now)} as day),
      moves as (
        select
          (r.check_in at time zone coalesce(res.time_zone, ${DEFAULT_TIME_ZONE}))::date as arrival,
          (r.check_out at time zone coalesce(res.time_zone, ${DEFAULT_TIME_ZONE}))::date as departure
        from reservation_list r
        left join residences res on res.id = r.residence_id
        where r.account_id = ${accountId}
          and not r.hidden
          and r.status <> ${ReservationStatus.CANCELED}
          -- a day of margin either side for the time zones; the dates decide below
          and r.check_out >= ${at}::timestamptz - interval '1 day'
          and r.check_in < ${at}::timestamptz + ${`${DASHBOARD_DAYS + 1} days`}::interval
      ),
      days as (
        select first_day.day + offset_days as day
        from first_day, generate_series(0, ${DASHBOARD_DAYS - 1}::int) as offset_days
      )
      select
        to_char(day, 'YYYY-MM-DD') as date,
        (select count(*) from moves where arrival = day)::int as arrivals,
        (select count(*) from moves where departure = day)::int as departures
      from days
      order by day`.execute(this.db);
    return rows;
  }
}
