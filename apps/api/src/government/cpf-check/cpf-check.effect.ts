import { Injectable } from '@nestjs/common';
import { SUBMISSION_EVENTS, submissionOf } from '@chegada/domain';
import type { RecordedEvent } from '@chegada/event-store';
import type { SideEffectHandler } from '@chegada/side-effects';
import { CpfChecks } from './cpf-check.service';

/**
 * On a submission (the main form, or a companion's own part) the worker checks the CPFs. A
 * check that failed (Serpro refused or did not answer) fails the job, so the worker tries it
 * again with backoff; the failure is recorded meanwhile for the host to read.
 */
@Injectable()
export class CpfCheckEffect implements SideEffectHandler {
  // Stored in the effect log and in job ids: never rename.
  readonly name = 'government-cpf-check';

  readonly eventTypes = SUBMISSION_EVENTS;

  // Beside the identity checks: a slow register never holds back a message.
  readonly queue = 'identity';

  constructor(private readonly checks: CpfChecks) {}

  async run(event: RecordedEvent): Promise<void> {
    const submission = submissionOf(event);
    if (!submission) return;
    const { failed } = await this.checks.checkReservation(
      submission.reservationId,
      submission.guestKey,
    );
    if (failed) throw new Error('A CPF check failed; tried again with backoff');
  }
}
