import { Injectable } from '@nestjs/common';
import { SUBMISSION_EVENTS, submissionOf } from '@chegada/domain';
import type { RecordedEvent } from '@chegada/event-store';
import type { SideEffectHandler } from '@chegada/side-effects';
import { FaceMatch } from './face-match.service';

/**
 * On a submission (the main form, or a companion's own part) the worker compares the selfies
 * with the documents, off the guest's request: the guest never waits for the models.
 */
@Injectable()
export class FaceMatchEffect implements SideEffectHandler {
  // Stored in the effect log and in job ids: never rename.
  readonly name = 'identity-face-match';

  readonly eventTypes = SUBMISSION_EVENTS;

  // Its own queue: a model run never holds back a message or a door code.
  readonly queue = 'identity';

  constructor(private readonly faceMatch: FaceMatch) {}

  async run(event: RecordedEvent): Promise<void> {
    const submission = submissionOf(event);
    if (submission)
      await this.faceMatch.matchReservation(submission.reservationId, submission.guestKey);
  }
}
