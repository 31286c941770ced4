import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { Inject, Injectable } from '@nestjs/common';
import { biometricSubjectOf, PersonalDataVault } from '@chegada/personal-data';
import {
  decryptBuffer,
  encryptBuffer,
  FILE_STORE,
  FileNotFound,
  type FileStore,
} from '@chegada/storage';

/** Under the reservation's folder: a removal of its data removes them with its documents. */
const storageKeyOf = (reservationId: string, sessionId: string, index: number) =>
  `reservations/${reservationId}/liveness/${sessionId}-${index}`;

/**
 * The frames of each liveness check, kept for the host's review: encrypted under the
 * reservation's biometric key, so shredding that key destroys them before its other data.
 */
@Injectable()
export class LivenessFrames {
  constructor(
    private readonly vault: PersonalDataVault,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  async keep(reservationId: string, sessionId: string, frames: readonly Buffer[]): Promise<void> {
    const key = await this.vault.createKey(biometricSubjectOf(reservationId));
    await Promise.all(
      frames.map((frame, index) =>
        this.store.write(
          storageKeyOf(reservationId, sessionId, index),
          Readable.from([encryptBuffer(key, frame)]),
        ),
      ),
    );
  }

  /** Every frame of the reservation's checks, gone from the file store (retention, issue 32). */
  async removeAll(reservationId: string): Promise<void> {
    await this.store.removePrefix(`reservations/${reservationId}/liveness/`);
  }

  /** One check's frames only: one companion's deletion leaves the others' (issue 32). */
  async removeOfSession(reservationId: string, sessionId: string): Promise<void> {
    await this.store.removePrefix(storageKeyOf(reservationId, sessionId, 0).replace(/0$/, ''));
  }

  /** The frame's picture; null once the biometric key is shredded or the file is gone. */
  async open(reservationId: string, sessionId: string, index: number): Promise<Buffer | null> {
    const key = await this.vault.keyOf(biometricSubjectOf(reservationId));
    if (!key) return null;
    try {
      const stored = await buffer(
        await this.store.read(storageKeyOf(reservationId, sessionId, index)),
      );
      return decryptBuffer(key, stored);
    } catch (error) {
      if (error instanceof FileNotFound) return null;
      throw error;
    }
  }
}
