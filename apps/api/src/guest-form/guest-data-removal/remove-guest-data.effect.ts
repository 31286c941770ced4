import { Injectable } from '@nestjs/common';
import { ReservationEffect } from '../../common';
import { GuestDataRemoval } from './guest-data-removal';

/**
 * The durable half of removing a guest's data: the worker runs it once per
 * SensitiveDataRemoved event, retrying until it succeeds. The command shreds at once and its
 * process cleans up at once (RemoveGuestDataHandler), but a process that dies between the
 * append and either step would otherwise leave the key, the documents or the index entries
 * behind; this finishes them.
 */
@Injectable()
export class RemoveGuestDataEffect extends ReservationEffect {
  // Stored in the effect log and in job ids: never rename.
  readonly name = 'remove-guest-data';

  readonly eventTypes = ['SensitiveDataRemoved'];

  constructor(private readonly removal: GuestDataRemoval) {
    super();
  }

  protected async forReservation(reservationId: string): Promise<void> {
    await this.removal.complete(reservationId);
  }
}
