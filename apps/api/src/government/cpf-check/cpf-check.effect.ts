import { Injectable } from '@nestjs/common';
import type { Submission } from '@chegada/domain';
import { SubmissionEffect } from '../../common';
import { CpfChecks } from './cpf-check.service';

/**
 * On a submission the worker checks the CPFs against the register. A check that failed (Serpro
 * refused or did not answer) fails the job, so the worker tries it again with backoff; the
 * failure is recorded meanwhile for the host to read.
 */
@Injectable()
export class CpfCheckEffect extends SubmissionEffect {
  // Stored in the effect log and in job ids: never rename.
  readonly name = 'government-cpf-check';

  constructor(private readonly checks: CpfChecks) {
    super();
  }

  protected async forSubmission({ reservationId, guestKey }: Submission): Promise<void> {
    const { failed } = await this.checks.checkReservation(reservationId, guestKey);
    if (failed) throw new Error('A CPF check failed; tried again with backoff');
  }
}
