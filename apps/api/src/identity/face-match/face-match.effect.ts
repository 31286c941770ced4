import { Injectable } from '@nestjs/common';
import type { Submission } from '@chegada/domain';
import { SubmissionEffect } from '../../common';
import { FaceMatch } from './face-match.service';

/** On a submission the worker compares the selfies with the documents: the guest never waits for the models. */
@Injectable()
export class FaceMatchEffect extends SubmissionEffect {
  // Stored in the effect log and in job ids: never rename.
  readonly name = 'identity-face-match';

  constructor(private readonly faceMatch: FaceMatch) {
    super();
  }

  protected async forSubmission({ reservationId, guestKey }: Submission): Promise<void> {
    await this.faceMatch.matchReservation(reservationId, guestKey);
  }
}
