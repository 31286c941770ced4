import { Get, Param, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { ReservationCpfChecks } from '@chegada/contracts';
import { ApiAnswers, CurrentUser, IdParamPipe, type AuthenticatedUser } from '../../common';
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
    404: "NOT_FOUND: no reservation of the caller's account",
  })
  async list(
    @Param('id', IdParamPipe) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ReservationCpfChecks> {
    return this.checks.ofReservation(user.accountId, id);
  }

  @Post('reservations/:id/cpf-checks/check-again')
  @ApiOperation({ summary: "Checks again, at once, the reservation's failed CPF checks" })
  @ApiAnswers({
    201: 'the same as GET …/cpf-checks, with the new results',
    404: "NOT_FOUND: no reservation of the caller's account",
  })
  async checkAgain(
    @Param('id', IdParamPipe) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ReservationCpfChecks> {
    return this.checks.checkAgain(user.accountId, id);
  }
}
