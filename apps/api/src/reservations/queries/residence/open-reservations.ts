import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { ReservationStatus } from '@chegada/domain';
import { ReservationStreamReader } from '../../../reservation-stream';
import type { ReservationReadTables } from '../read-model.tables';

/**
 * What a property delete weighs: the list read model's rows of the property (as of the
 * revision they show), and the reservations recorded for it that the list does not show yet.
 */
type ReservationsOfResidence = {
  listed: { id: string; status: number; revision: number }[];
  unlisted: { id: string; createdAt: Date }[];
};

// A reservation no longer needs its property once its stay is over or it was cancelled.
const CLOSED_STATUSES: readonly number[] = [
  ReservationStatus.CANCELED,
  ReservationStatus.CHECKOUT_FINISHED,
];
const isClosed = (status: number): boolean => CLOSED_STATUSES.includes(status);

/**
 * How long a recorded reservation without events counts as a create still appending its
 * first event; after that it is a create that failed, and names the property no more.
 */
export const IN_FLIGHT_MS = 2 * 60_000;

// Stream reads run beside the delete's transaction, which holds a connection of the pool.
const PARALLEL_READS = 4;

const inBatches = async <T>(work: (() => Promise<T>)[]): Promise<T[]> => {
  const results: T[] = [];
  for (let start = 0; start < work.length; start += PARALLEL_READS) {
    const batch = work.slice(start, start + PARALLEL_READS);
    results.push(...(await Promise.all(batch.map((run) => run()))));
  }
  return results;
};

/**
 * Counts a property's open reservations without trusting the list read model to be current:
 * what it shows open is open; what it shows closed, or does not show yet, is checked against
 * the reservation's events, which are never behind.
 */
@Injectable()
export class OpenReservations {
  constructor(private readonly stream: ReservationStreamReader) {}

  /**
   * `within` is the delete's transaction, holding the property's row: a reservation recorded
   * for it (reservation-references) either committed before, and is read here, or waits.
   */
  async count(
    accountId: string,
    residenceId: string,
    within: Kysely<unknown>,
    now = new Date(),
  ): Promise<number> {
    const { listed, unlisted } = await this.reservationsOf(within, accountId, residenceId);
    const openInList = listed.filter((row) => !isClosed(row.status)).length;
    const checks = [
      ...listed.filter((row) => isClosed(row.status)).map((row) => () => this.reopened(row)),
      ...unlisted.map((row) => () => this.openOrAppending(row, now)),
    ];
    const found = await inBatches(checks);
    return openInList + found.filter(Boolean).length;
  }

  /** Closed in the list, but a later event (a reverted cancellation) may have reopened it. */
  private async reopened({ id, revision }: { id: string; revision: number }): Promise<boolean> {
    if (!(await this.stream.movedSince(id, revision))) return false;
    const { state } = await this.stream.state(id);
    return state.kind === 'existing' && !isClosed(state.status);
  }

  /** Not in the list yet: its events say, or its first event is still on its way. */
  private async openOrAppending(
    { id, createdAt }: { id: string; createdAt: Date },
    now: Date,
  ): Promise<boolean> {
    const { state } = await this.stream.state(id);
    if (state.kind === 'none') return now.getTime() - createdAt.getTime() < IN_FLIGHT_MS;
    return !isClosed(state.status);
  }

  /** The list's rows of the property, and the reservations of it the list has not shown yet. */
  private async reservationsOf(
    within: Kysely<unknown>,
    accountId: string,
    residenceId: string,
  ): Promise<ReservationsOfResidence> {
    const db = within.withTables<ReservationReadTables>();
    // One transaction's connection: the two queries run one after the other.
    const listed = await db
      .selectFrom('reservation_list')
      .select(['id', 'status', 'revision'])
      .where('account_id', '=', accountId)
      .where('residence_id', '=', residenceId)
      .execute();
    const unlisted = await db
      .selectFrom('residence_reservations as reference')
      .select(['reference.reservation_id as id', 'reference.created_at as createdAt'])
      .where('reference.residence_id', '=', residenceId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('reservation_list as list')
              .select('list.id')
              .whereRef('list.id', '=', 'reference.reservation_id'),
          ),
        ),
      )
      .execute();
    return { listed, unlisted };
  }
}
