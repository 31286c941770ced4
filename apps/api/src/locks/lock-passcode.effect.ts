import { Injectable } from '@nestjs/common';
import { reservationIdOfStream } from '@chegada/domain';
import type { RecordedEvent } from '@chegada/event-store';
import type { SideEffectHandler } from '@chegada/side-effects';
import { LockPasscodes } from './lock-passcodes.service';

/**
 * The stay's passcode on the property's TTLock lock: added on approval, moved to the new dates
 * when the checkout is extended, deleted on cancellation or finished checkout, added again
 * when a cancellation of an approved stay is reverted. A lock that is offline is recorded for
 * the host and tried again with backoff; a refusal that waiting cannot fix is recorded only.
 */
@Injectable()
export class LockPasscodeEffect implements SideEffectHandler {
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

  constructor(private readonly passcodes: LockPasscodes) {}

  async run(event: RecordedEvent): Promise<void> {
    const reservationId = reservationIdOfStream(event.streamId);
    if (reservationId) await this.passcodes.reconcile(reservationId);
  }
}
