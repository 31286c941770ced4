import { Get, Param } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { PersonalDataRemovalView } from '@chegada/contracts';
import { ApiAnswers, CurrentUser, IdParamPipe, type AuthenticatedUser } from '../../common';
import { ReservationsController } from '../../reservations';
import { PersonalDataRemovals } from './personal-data-removal';

@ReservationsController()
export class PersonalDataRemovalHttpController {
  constructor(private readonly removals: PersonalDataRemovals) {}

  @Get('reservations/:id/personal-data-removal')
  @ApiOperation({
    summary: "The guest's deletion carried out: when, what went, what is kept, why, until when",
  })
  @ApiAnswers({
    200:
      '{ removal: { requestId, removedAt, removed: DataPart[], kept: [{ part, reason ' +
      '(retention, stayNotEnded, governmentRegister), until, reference }], keptGuests: [{ name, ' +
      'birthDate, nationality, document: { kind, number } }] } | null (no deletion carried out ' +
      "in the caller's account) }",
    404: "NOT_FOUND: no reservation of the caller's account has this id",
  })
  async removal(
    @Param('id', IdParamPipe) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<{ removal: PersonalDataRemovalView | null }> {
    return { removal: await this.removals.of(user.accountId, id) };
  }
}
