import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '@chegada/event-store';
import { EffectNotDue } from '@chegada/side-effects';
import { ReservationEffect } from '../../common';
import { FnrhStays } from './fnrh-stays.service';

/**
 * FNRH Digital for a host who opted in (issue 32): on approval the stay and its guests are
 * registered (or on the check-in day, as the host chose) and checked in once the check-in
 * moment comes, the approval's job waiting in the delayed set until then; an extension, a
 * cancellation and the checkout are sent as they happen. No answer is tried again with backoff.
 */
@Injectable()
export class FnrhEffect extends ReservationEffect {
  // Stored in the effect log and in job ids: never rename.
  readonly name = 'government-fnrh';

  readonly eventTypes = [
    'ReservationApproved',
    'CheckoutExtended',
    'ReservationCancelled',
    'CheckoutFinished',
  ];

  // FNRH's calls wait on FNRH alone, never holding back a message or a lock.
  readonly queue = 'government';

  constructor(private readonly stays: FnrhStays) {
    super();
  }

  protected async forReservation(reservationId: string, event: RecordedEvent): Promise<void> {
    const due = await this.stays.advance(reservationId);
    // Only the approval's job waits for the check-in: the others send what they changed.
    if (due && event.type === 'ReservationApproved') throw new EffectNotDue(due);
  }
}
