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
 * An adult companion's frames once the holder's deletion empties the reservation's folder
 * (issue 32): theirs, kept as the rest of their part, still under the biometric key.
 */
const keptKeyOf = (reservationId: string, sessionId: string, index: number) =>
  `liveness-kept/${reservationId}/${sessionId}-${index}`;

/** The folder a check's frames share, wherever they rest. */
const sessionPrefixOf = (keyOf: typeof storageKeyOf, reservationId: string, sessionId: string) =>
  keyOf(reservationId, sessionId, 0).replace(/0$/, '');

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
    await this.store.removePrefix(`liveness-kept/${reservationId}/`);
  }

  /** One check's frames only: one companion's deletion leaves the others' (issue 32). */
  async removeOfSession(reservationId: string, sessionId: string): Promise<void> {
    for (const keyOf of [storageKeyOf, keptKeyOf])
      await this.store.removePrefix(sessionPrefixOf(keyOf, reservationId, sessionId));
  }

  /**
   * Moves the checks' frames out of the reservation's folder, as they are (sealed), before a
   * holder's deletion empties it: the adult companions' own (issue 32). Runs again safely.
   */
  async setApart(
    reservationId: string,
    sessions: ReadonlyArray<{ id: string; frames: number }>,
  ): Promise<void> {
    for (const session of sessions) {
      for (let index = 0; index < session.frames; index += 1) {
        const from = storageKeyOf(reservationId, session.id, index);
        const stored = await this.readIfAny(from);
        if (stored) await this.store.write(keptKeyOf(reservationId, session.id, index), stored);
      }
      await this.store.removePrefix(sessionPrefixOf(storageKeyOf, reservationId, session.id));
    }
  }

  /** The frame's picture; null once the biometric key is shredded or the file is gone. */
  async open(reservationId: string, sessionId: string, index: number): Promise<Buffer | null> {
    const key = await this.vault.keyOf(biometricSubjectOf(reservationId));
    if (!key) return null;
    const stored =
      (await this.readIfAny(storageKeyOf(reservationId, sessionId, index))) ??
      (await this.readIfAny(keptKeyOf(reservationId, sessionId, index)));
    return stored ? decryptBuffer(key, await buffer(stored)) : null;
  }

  private async readIfAny(storageKey: string): Promise<Readable | null> {
    try {
      return await this.store.read(storageKey);
    } catch (error) {
      if (error instanceof FileNotFound) return null;
      throw error;
    }
  }
}
