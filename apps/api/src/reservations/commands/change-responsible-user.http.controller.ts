import { Put } from '@nestjs/common';
import { responsibleUserSchema, type ResponsibleUserRequest } from '@chegada/contracts';
import { YupBody } from '../../common';
import { CommandAnswers, CommandCall, type CommandAnswer } from '../command-answers';
import { ReservationCommands } from '../reservation-commands';
import { ReservationCommandRoute, ReservationsController } from '../reservation-http';
import { ReservationReferencesRepository } from '../reservation-references.repository';
import { requireAccountMember } from '../require-account-member';

@ReservationsController()
export class ChangeResponsibleUserHttpController {
  constructor(
    private readonly commands: ReservationCommands,
    private readonly references: ReservationReferencesRepository,
    private readonly answers: CommandAnswers,
  ) {}

  @Put('reservations/responsible-user')
  @ReservationCommandRoute({
    summary:
      'Names the user of the account responsible for the reservation (or, with ' +
      'isCheckoutResponsibleUser, for its check-out), with an optional reason',
    message: 'reservations.responsibleUpdated',
  })
  changeResponsibleUser(
    @YupBody(responsibleUserSchema) body: ResponsibleUserRequest,
    @CommandCall() call: CommandCall,
  ): Promise<CommandAnswer> {
    const { reservationId, responsibleUserId, reason, isCheckoutResponsibleUser } = body;
    return this.answers.answer(call, async (context) => {
      const { actor } = context;
      await requireAccountMember(this.references, actor, responsibleUserId, 'responsibleUserId');
      const data = { reservationId, responsibleUserId, reason, isCheckoutResponsibleUser };
      return this.commands.execute('ChangeResponsibleUser', data, context);
    });
  }
}
