import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { LivenessFailure, LivenessMove } from '@chegada/contracts';
import type { Sealed } from '@chegada/personal-data';
import { TablesRepository } from '../../infrastructure';

export type LivenessSessionRow = {
  id: string;
  reservationId: string;
  guest: string;
  challenge: LivenessMove[];
  expiresAt: Date;
  checkedAt: Date | null;
  frames: number;
};

type LivenessTables = {
  identity_liveness_sessions: {
    id: string;
    reservation_id: string;
    guest: string;
    challenge: string;
    expires_at: Date;
    checked_at: Date | null;
    passed: boolean | null;
    reason: LivenessFailure | null;
    descriptor: string | null;
    frames: number;
    anti_spoof: number | null;
  };
};

@Injectable()
export class LivenessSessionsRepository extends TablesRepository<LivenessTables> {
  async create(session: Omit<LivenessSessionRow, 'checkedAt' | 'frames'>): Promise<void> {
    await this.db
      .insertInto('identity_liveness_sessions')
      .values({
        id: session.id,
        reservation_id: session.reservationId,
        guest: session.guest,
        challenge: JSON.stringify(session.challenge),
        expires_at: session.expiresAt,
        frames: 0,
      })
      .execute();
  }

  find(id: string): Promise<LivenessSessionRow | undefined> {
    return this.db
      .selectFrom('identity_liveness_sessions')
      .select([
        'id',
        'reservation_id as reservationId',
        'guest',
        'challenge as challenge',
        'expires_at as expiresAt',
        'checked_at as checkedAt',
        'frames',
      ])
      .where('id', '=', id)
      .executeTakeFirst() as Promise<LivenessSessionRow | undefined>;
  }

  /** Marks the session used; false when another request already did (single use). */
  async claim(id: string): Promise<boolean> {
    const claimed = await this.db
      .updateTable('identity_liveness_sessions')
      .set({ checked_at: new Date() })
      .where('id', '=', id)
      .where('checked_at', 'is', null)
      .executeTakeFirst();
    return claimed.numUpdatedRows === 1n;
  }

  /** Gives a claimed session back when the models could not run (busy): not the guest's fault. */
  async release(id: string): Promise<void> {
    await this.db
      .updateTable('identity_liveness_sessions')
      .set({ checked_at: null })
      .where('id', '=', id)
      .where('passed', 'is', null)
      .execute();
  }

  async recordOutcome(
    id: string,
    outcome: {
      passed: boolean;
      reason: LivenessFailure | null;
      descriptor: Sealed | null;
      /** How many frames were kept (LivenessFrames). */
      frames: number;
      /** The anti-spoof model's score of the straight-ahead frame: information only. */
      antiSpoof: number | null;
    },
  ): Promise<void> {
    await this.db
      .updateTable('identity_liveness_sessions')
      .set({
        passed: outcome.passed,
        reason: outcome.reason,
        descriptor: outcome.descriptor && JSON.stringify(outcome.descriptor),
        frames: outcome.frames,
        anti_spoof: outcome.antiSpoof,
      })
      .where('id', '=', id)
      .execute();
  }

  /** When the guest's failed checks since `since` happened, the latest first. */
  async failuresSince(reservationId: string, guest: string, since: Date): Promise<Date[]> {
    const rows = await this.db
      .selectFrom('identity_liveness_sessions')
      .select('checked_at')
      .where('reservation_id', '=', reservationId)
      .where('guest', '=', guest)
      .where('passed', '=', false)
      .where('checked_at', '>', since)
      .orderBy('checked_at', 'desc')
      .execute();
    return rows.flatMap((row) => (row.checked_at ? [row.checked_at] : []));
  }

  /**
   * Per guest: whether a check passed, how many failed, the last one's reason and time, and the
   * check whose frames (and anti-spoof score) the host sees: the passing one, else the latest.
   */
  summaryOfReservation(reservationId: string) {
    return this.db
      .selectFrom('identity_liveness_sessions')
      .select([
        'guest',
        sql<boolean>`coalesce(bool_or(passed), false)`.as('passed'),
        sql<number>`(count(*) filter (where passed = false))::int`.as('failedAttempts'),
        sql<LivenessFailure | null>`(array_agg(reason order by checked_at desc)
          filter (where passed = false))[1]`.as('lastFailure'),
        sql<Date | null>`max(checked_at) filter (where passed is not null)`.as('checkedAt'),
        sql<string>`(array_agg(id order by passed desc, checked_at desc))[1]`.as('shownSession'),
        sql<number>`(array_agg(frames order by passed desc, checked_at desc))[1]`.as('shownFrames'),
        sql<number | null>`(array_agg(anti_spoof order by passed desc, checked_at desc))[1]`.as(
          'shownAntiSpoof',
        ),
      ])
      .where('reservation_id', '=', reservationId)
      .where('passed', 'is not', null)
      .groupBy('guest')
      .execute();
  }
}
