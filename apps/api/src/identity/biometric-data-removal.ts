import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { biometricSubjectOf, PersonalDataVault } from '@chegada/personal-data';
import { DATABASE, TablesRepository } from '../infrastructure';
import { LivenessFrames } from './liveness/liveness-frames';

type BiometricColumns = {
  identity_liveness_sessions: { reservation_id: string; descriptor: string | null; frames: number };
  identity_face_matches: { reservation_id: string; descriptors: string | null };
};

/**
 * Destroys a reservation's biometric data before its other data (issue 32's retention, a
 * guest's deletion): shredding the biometric key makes the frames and descriptors unreadable
 * at once; the frames' files and the sealed descriptors then go too. The checks' outcomes
 * (match, liveness passed) stay for the host: they hold no biometric data. Every step may run
 * again.
 */
@Injectable()
export class BiometricDataRemoval extends TablesRepository<BiometricColumns> {
  constructor(
    @Inject(DATABASE) database: Kysely<unknown>,
    private readonly vault: PersonalDataVault,
    private readonly frames: LivenessFrames,
  ) {
    super(database);
  }

  /**
   * One guest's liveness frames, by their checks (issue 32): the biometric key is the
   * reservation's, so a companion's deletion removes their frames one by one instead.
   */
  async removeFrames(reservationId: string, sessionIds: readonly string[]): Promise<void> {
    for (const sessionId of sessionIds) await this.frames.removeOfSession(reservationId, sessionId);
  }

  /** Adult companions' frames, kept apart from a holder's deletion (issue 32). */
  async setFramesApart(
    reservationId: string,
    sessions: ReadonlyArray<{ id: string; frames: number }>,
  ): Promise<void> {
    await this.frames.setApart(reservationId, sessions);
  }

  async remove(reservationId: string): Promise<void> {
    await this.vault.shred(biometricSubjectOf(reservationId));
    await this.frames.removeAll(reservationId);
    await this.db
      .updateTable('identity_liveness_sessions')
      .set({ descriptor: null, frames: 0 })
      .where('reservation_id', '=', reservationId)
      .execute();
    await this.db
      .updateTable('identity_face_matches')
      .set({ descriptors: null })
      .where('reservation_id', '=', reservationId)
      .execute();
  }
}
