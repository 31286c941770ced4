import { Injectable } from '@nestjs/common';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { ReservationPageQuery } from '@chegada/contracts';
import { ReservationStatus } from '@chegada/domain';
import { TablesRepository } from '../../../infrastructure';
import type { ReservationReadTables } from '../read-model.tables';
import { pastCondition, reservationsWithResidence, scopeCondition } from '../reservation-filters';
import { itemColumns, itemPageOf, type Page, type ReservationListItem } from '../reservation-item';

const { TO_APROVE, ENDED, CHECKOUT_FINISHED } = ReservationStatus;

type Scope = Parameters<typeof scopeCondition>[0];

/** Past reservations of an account: the history, and the guest forms a guest may reuse. */
@Injectable()
export class ReservationHistoryRepository extends TablesRepository<ReservationReadTables> {
  /** Finished, cancelled, or checked out in the past: the latest check-out first. */
  history(accountId: string, query: ReservationPageQuery, now: Date) {
    return this.page(accountId, query, now, (eb) => pastCondition(eb, now));
  }

  /**
   * Reservations whose guest form was completed and accepted as such (waiting for approval,
   * approved, or stayed) and still holds the guest's data: the forms a returning guest can
   * import instead of typing again.
   */
  pastForms(accountId: string, query: ReservationPageQuery, now: Date) {
    return this.page(accountId, query, now, (eb) =>
      eb.and([
        eb('r.status', 'in', [TO_APROVE, ENDED, CHECKOUT_FINISHED]),
        eb('r.sensitive_data_removed', '=', false),
      ]),
    );
  }

  private async page(
    accountId: string,
    { page, perPage, search }: ReservationPageQuery,
    now: Date,
    condition: (eb: Scope) => Expression<SqlBool>,
  ): Promise<Page<ReservationListItem>> {
    const filtered = reservationsWithResidence(this.db).where((eb) =>
      eb.and([scopeCondition(eb, { accountId, now, search: search || undefined }), condition(eb)]),
    );
    const [rows, counted] = await Promise.all([
      filtered
        .select(itemColumns)
        .orderBy('r.check_out', 'desc')
        .orderBy(sql`r.id`)
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return itemPageOf(rows, Number(counted.total), perPage);
  }
}
