import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { ReservationSort } from '@chegada/contracts';
import { TablesRepository } from '../../../infrastructure';
import { accountToday } from '../account-today';
import type { ReservationReadTables } from '../read-model.tables';
import {
  reservationsWithResidence,
  scopeCondition,
  tabCondition,
  type ReservationFilters,
} from '../reservation-filters';
import {
  itemColumns,
  itemOf,
  itemPageOf,
  type Page,
  type ReservationListItem,
} from '../reservation-item';
import {
  counted,
  countersAreKept,
  keptStatistics,
  statisticsSelection,
  type ReservationStatistics,
} from '../statistics';

export type ReservationOrder = { sort: ReservationSort; order: 'asc' | 'desc' };

export type ReservationListPage = Page<ReservationListItem> & {
  statistics: ReservationStatistics;
};

const SORT_COLUMNS = {
  checkIn: 'r.check_in',
  createdAt: 'r.created_at',
  status: 'r.status',
} as const satisfies Record<ReservationSort, string>;

/** The reservation list read model: pages, counters and the rows of an export. */
@Injectable()
export class ReservationListRepository extends TablesRepository<ReservationReadTables> {
  async page(
    filters: ReservationFilters,
    order: ReservationOrder,
    paging: { page: number; perPage: number },
  ): Promise<ReservationListPage> {
    const [items, counters] = await Promise.all([
      this.rows(filters, order)
        .limit(paging.perPage)
        .offset((paging.page - 1) * paging.perPage)
        .execute(),
      this.counters(filters),
    ]);
    const { listTotal: total, ...statistics } = counters;
    return { ...itemPageOf(items, total, paging.perPage), statistics };
  }

  /** Every row the filters select, in order, up to `limit` (the export). */
  async all(
    filters: ReservationFilters,
    order: ReservationOrder,
    limit: number,
  ): Promise<ReservationListItem[]> {
    return (await this.rows(filters, order).limit(limit).execute()).map(itemOf);
  }

  /** The account's today (YYYY-MM-DD) at `now`, as its properties live it: the export's date. */
  async today(accountId: string, now: Date): Promise<string> {
    const { rows } = await sql<{
      day: string;
    }>`select to_char(${accountToday(accountId, now)}, 'YYYY-MM-DD') as day`.execute(this.db);
    return rows[0]!.day;
  }

  /**
   * The page's total (every filter) and the counters (every filter but status and hidden,
   * which they break down) in one statement: from the kept counters when they answer for
   * the filters, else counted over the account's reservations.
   */
  private counters(filters: ReservationFilters) {
    if (countersAreKept(filters)) return keptStatistics(this.db, filters);
    return reservationsWithResidence(this.db)
      .where((eb) => scopeCondition(eb, filters))
      .select((eb) => [
        ...statisticsSelection(filters.now),
        counted(tabCondition(eb, filters)).as('listTotal'),
      ])
      .executeTakeFirstOrThrow();
  }

  private rows(filters: ReservationFilters, { sort, order }: ReservationOrder) {
    return reservationsWithResidence(this.db)
      .where((eb) => eb.and([scopeCondition(eb, filters), tabCondition(eb, filters)]))
      .select(itemColumns)
      .orderBy(SORT_COLUMNS[sort], order)
      .orderBy(sql`r.id`, order);
  }
}
