import { Get, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { ReservationCpfChecks } from '@chegada/contracts';
import { ApiAnswers, CallersReservation } from '../../common';
import { ReservationsController } from '../../reservations';
import { CpfChecks } from './cpf-check.service';

@ReservationsController()
export class CpfChecksHttpController {
  constructor(private readonly checks: CpfChecks) {}

  @Get('reservations/:id/cpf-checks')
  @ApiOperation({ summary: "Each guest's CPF against the Receita's register (issue 32)" })
  @ApiAnswers({
    200:
      '{ configured, guests: [{ guest, status (checked, off, no-credits, not-found, failed), failure (credentials, busy, no-answer), ' +
      'situation (regular, suspended, deceased, pending, cancelled, null), nameMatches, ' +
      'birthDateMatches, checkedAt }] }: results for the host, never a refusal',
  })
  async list(
    @CallersReservation() { id, caller }: CallersReservation,
  ): Promise<ReservationCpfChecks> {
    return this.checks.ofReservation(caller.accountId, id);
  }

  @Post('reservations/:id/cpf-checks/check-again')
  @ApiOperation({ summary: "Checks again, at once, the reservation's failed CPF checks" })
  @ApiAnswers({ 201: 'the same as GET …/cpf-checks, with the new results' })
  async checkAgain(
    @CallersReservation() { id, caller }: CallersReservation,
  ): Promise<ReservationCpfChecks> {
    return this.checks.checkAgain(caller.accountId, id);
  }
}
