import { Injectable } from '@nestjs/common';
import { DoorCodeSeal } from '../../locks';
import { ReservationStreamReader } from '../../reservation-stream';
import { guestFormView } from '../guest-form-view';
import { ReservationReferencesRepository } from '../reservation-references.repository';
import { reservationView, type ReservationPage } from '../reservation-view';

/** One reservation of the account, read from its stream (so always current, never lagging). */
@Injectable()
export class ReservationDetailsService {
  constructor(
    private readonly stream: ReservationStreamReader,
    private readonly references: ReservationReferencesRepository,
    private readonly doorCodes: DoorCodeSeal,
  ) {}

  async of(reservationId: string, accountId: string): Promise<ReservationPage> {
    // The guest's answers too, unmasked: this is the host's review of what the guest sent.
    const loaded = await this.stream.load(reservationId, accountId, guestFormView);
    // An archived residence still names the reservations it had.
    const [residence, importedFrom] = await Promise.all([
      this.references.findResidence(accountId, loaded.reservation.residenceId, {
        includeArchived: true,
      }),
      this.references.importedFrom(reservationId),
    ]);
    return {
      ...reservationView(loaded.reservation, loaded.revision),
      importedFrom,
      ...loaded.state.details,
      form: loaded.state.form,
      residence: residence
        ? {
            id: residence.id,
            name: residence.name,
            usesTTLock: residence.usesTTLock,
            dynamicPassword: residence.dynamicPassword,
            doorCode: this.doorCodes.open(residence.id, residence.doorCode),
            supportedLanguages: residence.supportedLanguages,
            timeZone: residence.timeZone,
            checkInTime: residence.checkInTime,
            checkOutTime: residence.checkOutTime,
            depositAmount: residence.depositAmount,
          }
        : null,
    };
  }
}
