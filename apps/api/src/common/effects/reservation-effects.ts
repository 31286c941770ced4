import {
  reservationIdOfStream,
  SUBMISSION_EVENTS,
  submissionOf,
  type Submission,
} from '@chegada/domain';
import type { RecordedEvent } from '@chegada/event-store';
import type { SideEffectHandler } from '@chegada/side-effects';

/**
 * A side effect of a reservation's events: `run` finds the reservation of the event's stream
 * (events of other streams are passed over) and hands it to `forReservation`. A subclass names
 * itself (persisted: never rename), its event types and its queue.
 */
export abstract class ReservationEffect implements SideEffectHandler {
  abstract readonly name: string;
  abstract readonly eventTypes: readonly string[];

  async run(event: RecordedEvent): Promise<void> {
    const reservationId = reservationIdOfStream(event.streamId);
    if (reservationId) await this.forReservation(reservationId, event);
  }

  protected abstract forReservation(reservationId: string, event: RecordedEvent): Promise<void>;
}

/**
 * A side effect of a guest's submission (the main form, or a companion's own part), run on the
 * identity queue: the worker checks what the guest sent, off the guest's request, and a slow
 * check never holds back a message or a door code.
 */
export abstract class SubmissionEffect implements SideEffectHandler {
  abstract readonly name: string;
  readonly eventTypes = SUBMISSION_EVENTS;
  readonly queue = 'identity';

  async run(event: RecordedEvent): Promise<void> {
    const submission = submissionOf(event);
    if (submission) await this.forSubmission(submission);
  }

  protected abstract forSubmission(submission: Submission): Promise<void>;
}
