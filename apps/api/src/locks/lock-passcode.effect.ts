import { Injectable } from '@nestjs/common';
import { ReservationEffect } from '../common';
import { LockPasscodes } from './lock-passcodes.service';

/**
 * The stay's passcode on the property's TTLock lock: added on approval, moved to the new dates
 * when the checkout is extended, deleted on cancellation or finished checkout, added again
 * when a cancellation of an approved stay is reverted. A lock that is offline is recorded for
 * the host and tried again with backoff; a refusal that waiting cannot fix is recorded only.
 */
@Injectable()
export class LockPasscodeEffect extends ReservationEffect {
  // Stored in the effect log and in job ids: never rename.
  readonly name = 'lock-passcode';

  readonly eventTypes = [
    'ReservationApproved',
    'CheckoutExtended',
    'ReservationCancelled',
    'CancellationReverted',
    'CheckoutFinished',
  ];

  // TTLock's calls share one provider and its rate limits.
  readonly queue = 'locks';

  constructor(private readonly passcodes: LockPasscodes) {
    super();
  }

  protected async forReservation(reservationId: string): Promise<void> {
    await this.passcodes.reconcile(reservationId);
  }
}
