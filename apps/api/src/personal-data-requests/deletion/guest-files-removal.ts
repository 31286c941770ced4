import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORE, type FileStore } from '@chegada/storage';
import { BiometricDataRemoval } from '../../identity';
import { CompanionRowsRepository, type CompanionFiles } from './companion-rows.repository';

/**
 * One guest's rows and the files they name, by their guest key (issue 32): the biometric key
 * is the whole reservation's, so one guest's selfies, face descriptors and liveness frames go
 * one by one, the others' left as they are.
 */
@Injectable()
export class GuestFilesRemoval {
  constructor(
    private readonly rows: CompanionRowsRepository,
    private readonly biometric: BiometricDataRemoval,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  async removeBiometric(reservationId: string, guest: string): Promise<void> {
    await this.removeFiles(reservationId, await this.rows.removeBiometric(reservationId, guest));
  }

  /** Every row of theirs and its files (a companion's deletion once the stay is over). */
  async removeAll(reservationId: string, guest: string): Promise<void> {
    await this.removeFiles(reservationId, await this.rows.removeAll(reservationId, guest));
  }

  /** These guests' liveness frames out of the reservation's folder a removal empties. */
  async setFramesApart(reservationId: string, guests: readonly string[]): Promise<void> {
    await this.biometric.setFramesApart(
      reservationId,
      await this.rows.livenessOf(reservationId, guests),
    );
  }

  private async removeFiles(reservationId: string, files: CompanionFiles): Promise<void> {
    await Promise.all(files.storageKeys.map((key) => this.store.remove(key)));
    await this.biometric.removeFrames(reservationId, files.livenessSessions);
  }
}
