import { Injectable } from '@nestjs/common';
import { reservationIdOfStream } from '@chegada/domain';
import type { RecordedEvent } from '@chegada/event-store';
import type { SideEffectHandler } from '@chegada/side-effects';
import { GuestDataRemoval } from './guest-data-removal';

/**
 * The durable half of removing a guest's data: the worker runs it once per
 * SensitiveDataRemoved event, retrying until it succeeds. The command shreds at once and its
 * process cleans up at once (RemoveGuestDataHandler), but a process that dies between the
 * append and either step would otherwise leave the key, the documents or the index entries
 * behind; this finishes them.
 */
@Injectable()
export class RemoveGuestDataEffect implements SideEffectHandler {
  // Stored in the effect log and in job ids: never rename.
  readonly name = 'remove-guest-data';

  readonly eventTypes = ['SensitiveDataRemoved'];

  constructor(private readonly removal: GuestDataRemoval) {}

  async run(event: RecordedEvent): Promise<void> {
    const reservationId = reservationIdOfStream(event.streamId);
    if (reservationId) await this.removal.complete(reservationId);
  }
}
