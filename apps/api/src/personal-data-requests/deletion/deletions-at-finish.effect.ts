import { Injectable } from '@nestjs/common';
import { reservationIdOfStream } from '@chegada/domain';
import type { RecordedEvent } from '@chegada/event-store';
import type { SideEffectHandler } from '@chegada/side-effects';
import { DueDeletions } from './due-deletions';

/**
 * The host finished a stay's checkout before its date: the stay has ended, so a deletion that
 * waited for it runs now (issue 32 walk). One that fails here is tried again by the hourly run,
 * which finds it by the finished status.
 */
@Injectable()
export class DeletionsAtFinishEffect implements SideEffectHandler {
  // Stored in the effect log and in job ids: never rename.
  readonly name = 'data-request-deletions-at-finish';

  readonly eventTypes = ['CheckoutFinished'];

  constructor(private readonly deletions: DueDeletions) {}

  async run(event: RecordedEvent): Promise<void> {
    const reservationId = reservationIdOfStream(event.streamId);
    if (reservationId) await this.deletions.runAtFinish(reservationId);
  }
}
