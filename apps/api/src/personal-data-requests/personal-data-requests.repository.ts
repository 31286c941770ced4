import { Injectable } from '@nestjs/common';
import { sql, type Selectable } from 'kysely';
import { ReservationStatus } from '@chegada/domain';
import type { DataRequestKind, DataRequestStatus } from '@chegada/contracts';
import type { Sealed } from '@chegada/personal-data';
import { CARRIED_OUT_IN_FULL, SCHEDULED_BY_ITSELF } from './request-outcome';
import { TablesRepository } from '../infrastructure';
import type { RequestOutcome } from './request-outcome';

export type { RequestOutcome };

/**
 * A deletion whose rest waits for the stay: open, or answered (a companion's erasure) with what
 * waited for the stay's end not yet erased.
 */
const WAITING_DELETION = sql<boolean>`d.kind = 'deletion' and (d.status = 'open'
  or (coalesce(d.outcome->'deletion'->'kept', '[]'::jsonb) @> '[{"reason": "stayNotEnded"}]'
    and d.outcome->'completed' is null))`;

type RequestsTable = {
  id: string;
  reservation_id: string;
  account_id: string;
  kind: DataRequestKind;
  status: DataRequestStatus;
  correction: Sealed | null;
  /** 'main', or the adult companion's key who asked from their own link. */
  guest: string;
  /** The e-mail a companion typed for the code and the copy (the holder's is the reservation's). */
  email: Sealed | null;
  locale: string;
  requested_at: Date;
  confirmed_at: Date | null;
  due_at: Date | null;
  outcome: RequestOutcome | null;
  answer: string | null;
  answered_by: string | null;
  answered_at: Date | null;
};

type Tables = {
  personal_data_requests: RequestsTable;
  reservation_list: {
    id: string;
    residence_id: string;
    guest_name: string | null;
    check_in: Date;
    check_out: Date;
  };
  residences: { id: string; name: string };
  users: { id: string; email: string; language: string };
};

export type DataRequestRow = Selectable<RequestsTable>;
export type HostDataRequestRow = DataRequestRow & {
  guest_name: string | null;
  residence_name: string | null;
  check_in: Date | null;
  check_out: Date | null;
};

export type NewDataRequest = Pick<
  RequestsTable,
  | 'id'
  | 'reservation_id'
  | 'account_id'
  | 'kind'
  | 'correction'
  | 'locale'
  | 'requested_at'
  | 'guest'
  | 'email'
>;

/** The guests' requests about their data (and what deletions keep), always by account or link. */
@Injectable()
export class PersonalDataRequestsRepository extends TablesRepository<Tables> {
  async add(request: NewDataRequest): Promise<DataRequestRow> {
    return this.db
      .insertInto('personal_data_requests')
      .values({ ...request, status: 'unconfirmed' })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** One request of the reservation (the guest's link names the reservation). */
  ofReservation(reservationId: string, id: string): Promise<DataRequestRow | undefined> {
    return this.db
      .selectFrom('personal_data_requests')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * The confirmed requests of a reservation, the latest first (what the guest's page lists);
   * with `guest`, only that guest's.
   */
  listOfReservation(reservationId: string, guest?: string): Promise<DataRequestRow[]> {
    return this.db
      .selectFrom('personal_data_requests')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .$if(guest !== undefined, (query) => query.where('guest', '=', guest!))
      .where('status', '!=', 'unconfirmed')
      .orderBy('requested_at', 'desc')
      .execute();
  }

  /** The account's confirmed requests, open ones first, each by its deadline. */
  listOfAccount(accountId: string): Promise<HostDataRequestRow[]> {
    return this.db
      .selectFrom('personal_data_requests as r')
      .leftJoin('reservation_list as l', 'l.id', 'r.reservation_id')
      .leftJoin('residences as p', 'p.id', 'l.residence_id')
      .selectAll('r')
      .select(['l.guest_name', 'p.name as residence_name', 'l.check_in', 'l.check_out'])
      .where('r.account_id', '=', accountId)
      .where('r.status', '!=', 'unconfirmed')
      .orderBy((eb) => eb.case().when('r.status', '=', 'open').then(0).else(1).end())
      .orderBy('r.due_at')
      .orderBy('r.requested_at', 'desc')
      .limit(500)
      .execute();
  }

  /** Confirmed requests waiting for an answer; not a holder's deletion done at the stay's end. */
  async openCountOf(accountId: string): Promise<number> {
    const { open } = await this.db
      .selectFrom('personal_data_requests')
      .select((eb) => eb.fn.countAll<string>().as('open'))
      .where('account_id', '=', accountId)
      .where('status', '=', 'open')
      .where(sql<boolean>`not (${SCHEDULED_BY_ITSELF})`)
      .executeTakeFirstOrThrow();
    return Number(open);
  }

  ofAccount(accountId: string, id: string): Promise<DataRequestRow | undefined> {
    return this.db
      .selectFrom('personal_data_requests')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Confirms an unconfirmed request once (a second confirmation changes nothing). */
  async confirm(id: string, at: Date, dueAt: Date): Promise<boolean> {
    const { numUpdatedRows } = await this.db
      .updateTable('personal_data_requests')
      .set({ status: 'open', confirmed_at: at, due_at: dueAt })
      .where('id', '=', id)
      .where('status', '=', 'unconfirmed')
      .executeTakeFirst();
    return numUpdatedRows > 0n;
  }

  /** Added to what is recorded (a note's erasure stays); a copy is answered when sent. */
  async recordOutcome(id: string, outcome: RequestOutcome, answered: boolean): Promise<void> {
    const sentAt = outcome.copySentAt ? { answered_at: new Date(outcome.copySentAt) } : {};
    const merged = sql<RequestOutcome>`coalesce(outcome, '{}'::jsonb) || ${JSON.stringify(outcome)}::jsonb`;
    await this.db
      .updateTable('personal_data_requests')
      .set({ outcome: merged, ...(answered ? { status: 'answered', ...sentAt } : {}) })
      .where('id', '=', id)
      .execute();
  }

  /** `answer`: null when the request's outcome is the answer (a companion's erasure). */
  async answer(id: string, answer: string | null, by: string, at: Date): Promise<void> {
    await this.db
      .updateTable('personal_data_requests')
      .set({ status: 'answered', answer, answered_by: by, answered_at: at })
      .where('id', '=', id)
      .execute();
  }

  /** Deletions confirmed that still wait for the stay to end. */
  async pendingDeletionsOf(reservationId: string): Promise<DataRequestRow[]> {
    const { rows } = await sql<DataRequestRow>`
      select d.* from personal_data_requests d
       where d.reservation_id = ${reservationId} and ${WAITING_DELETION}
       order by d.confirmed_at`.execute(this.db);
    return rows;
  }

  /**
   * Confirmed deletions still waiting for their stay, whose checkout DATE came by `today` (a
   * date in Brasília): keyed on the date as the retention job is, since hosts often never
   * press "finish checkout"; or whose checkout the host finished before that date (the stay
   * has ended then).
   */
  async deletionsDueAtCheckout(today: string): Promise<DataRequestRow[]> {
    const { rows } = await sql<DataRequestRow>`
      select d.* from personal_data_requests d
        join reservation_list r on r.id = d.reservation_id
       where ${WAITING_DELETION}
         and (r.status = ${ReservationStatus.CHECKOUT_FINISHED} or coalesce(r.check_out_day::date,
               (r.check_out at time zone 'America/Sao_Paulo')::date) <= ${today}::date)
       order by d.confirmed_at`.execute(this.db);
    return rows;
  }

  /**
   * The host's answers to the reservation's requests, which may quote the guest's data: a
   * deletion takes them out with it (the record keeps who answered, when, and that it did).
   */
  async forgetAnswers(reservationId: string): Promise<void> {
    await this.db
      .updateTable('personal_data_requests')
      .set({
        answer: null,
        outcome: sql<RequestOutcome>`coalesce(outcome, '{}'::jsonb) || '{"answerErased": true}'`,
      })
      .where('reservation_id', '=', reservationId)
      .where('answer', 'is not', null)
      .execute();
  }

  /**
   * The reservation's deletion carried out (what it removed includes the contact data, so not
   * one still waiting for the stay's end), the latest; by account, as the host reads it.
   */
  carriedOutDeletionOf(accountId: string, reservationId: string) {
    return (
      this.db
        .selectFrom('personal_data_requests')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('reservation_id', '=', reservationId)
        .where('kind', '=', 'deletion')
        // The stay's: a companion's own erasure is theirs, shown on their part (issue 32 walk).
        .where('guest', '=', 'main')
        .where(CARRIED_OUT_IN_FULL)
        .orderBy('confirmed_at', 'desc')
        .executeTakeFirst()
    );
  }

  /** The account's owner: whom a guest's request is told to, in the language they chose. */
  ownerOf(accountId: string): Promise<{ email: string; language: string } | undefined> {
    return this.db
      .selectFrom('users')
      .select(['email', 'language'])
      .where('id', '=', accountId)
      .executeTakeFirst();
  }
}
