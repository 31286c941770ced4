import { Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { ReservationIdentityChecks } from '@chegada/contracts';
import { ApiAnswers, CallersReservation } from '../../common';
import { ReservationsController } from '../../reservations';
import { IdentityChecks } from './identity-checks.service';

@ReservationsController()
export class IdentityChecksHttpController {
  constructor(private readonly checks: IdentityChecks) {}

  @Get('reservations/:id/identity-checks')
  @ApiOperation({
    summary: "Each guest's liveness, face match and document reading, for the host to review",
  })
  @ApiAnswers({
    200:
      '{ needsReview, guests: [{ guest ("main" or a key), liveness: { status (passed, failed, ' +
      'not-done), failedAttempts, lastFailure, checkedAt, frames: [{ url, expiresAt, mime }] }, ' +
      'faceMatch: null | { verdict (match, review, no-match), similarity, reason, checkedAt, ' +
      'selfie, document (signed links) }, antiSpoofScore (null: not run), documentReading: ' +
      'null | { fields: [{ field, read, typed, matches }], mismatches, checkDigitsValid, ' +
      'expired, readAt }, needsReview }] }: results with their evidence, never a refusal',
  })
  async list(
    @CallersReservation() { id, caller }: CallersReservation,
  ): Promise<ReservationIdentityChecks> {
    return this.checks.ofReservation(caller, id);
  }
}
