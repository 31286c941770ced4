import { Injectable } from '@nestjs/common';
import { AppError } from '../../common';
import { ReservationStreamReader } from '../../reservation-stream';
import { type Destination, destinationsOf, guestFormView, importableFieldsOf } from '../form-rules';
import type { ImportSelection } from './import-sessions.store';

export type EarlierGuest = { fields: Record<string, unknown>; destinations: Destination[] };

/** Reads one guest of an earlier stay, opening its sealed form with that stay's key. */
@Injectable()
export class EarlierStays {
  constructor(private readonly reservations: ReservationStreamReader) {}

  /** null when the stay is gone, shredded, of another account, or no longer has the guest. */
  async guestOf(
    accountId: string,
    reservationId: string,
    guest: string,
  ): Promise<EarlierGuest | null> {
    try {
      const loaded = await this.reservations.load(reservationId, accountId, guestFormView);
      if (loaded.reservation.sensitiveDataRemoved) return null;
      const fields = importableFieldsOf(loaded.state.form, guest);
      return fields ? { fields, destinations: destinationsOf(fields) } : null;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  /** The selection's guest; a stay removed since the lookup reads as an expired selection. */
  async selected(selection: ImportSelection): Promise<EarlierGuest> {
    const guest = await this.guestOf(
      selection.accountId,
      selection.earlierReservationId,
      selection.guest,
    );
    if (!guest) throw new AppError('NOT_FOUND');
    return guest;
  }
}
