import { Put } from '@nestjs/common';
import { responsibleUserSchema, type ResponsibleUserRequest } from '@chegada/contracts';
import { CommandMeta, YupBody, type CommandContext } from '../../common';
import { ReservationCommands, type ReservationOutcome } from '../reservation-commands';
import { ReservationCommandRoute, ReservationsController } from '../reservation-http';
import { ReservationReferencesRepository } from '../reservation-references.repository';
import { requireAccountMember } from '../require-account-member';

@ReservationsController()
export class ChangeResponsibleUserHttpController {
  constructor(
    private readonly commands: ReservationCommands,
    private readonly references: ReservationReferencesRepository,
  ) {}

  @Put('reservations/responsible-user')
  @ReservationCommandRoute({
    summary:
      'Names the user of the account responsible for the reservation (or, with ' +
      'isCheckoutResponsibleUser, for its check-out), with an optional reason',
    message: 'reservations.responsibleUpdated',
  })
  async changeResponsibleUser(
    @YupBody(responsibleUserSchema) body: ResponsibleUserRequest,
    @CommandMeta() context: CommandContext,
  ): Promise<ReservationOutcome> {
    const { reservationId, responsibleUserId, reason, isCheckoutResponsibleUser } = body;
    const { actor } = context;
    await requireAccountMember(this.references, actor, responsibleUserId, 'responsibleUserId');
    const data = { reservationId, responsibleUserId, reason, isCheckoutResponsibleUser };
    return this.commands.execute('ChangeResponsibleUser', data, context);
  }
}
