import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ReservationCommandRunner,
  type ReservationOutcome,
} from '../../reservation-command-runner';
import { ReservationReferencesRepository } from '../../reservation-references.repository';
import { requireAccountMember } from '../../require-account-member';
import { ChangeResponsibleUserCommand } from './change-responsible-user.command';

@CommandHandler(ChangeResponsibleUserCommand)
export class ChangeResponsibleUserHandler implements ICommandHandler<
  ChangeResponsibleUserCommand,
  ReservationOutcome
> {
  constructor(
    private readonly reservations: ReservationCommandRunner,
    private readonly references: ReservationReferencesRepository,
  ) {}

  async execute({ body, context }: ChangeResponsibleUserCommand): Promise<ReservationOutcome> {
    const { reservationId, responsibleUserId, reason, isCheckoutResponsibleUser } = body;
    await requireAccountMember(
      this.references,
      context.actor,
      responsibleUserId,
      'responsibleUserId',
    );
    return this.reservations.execute(
      'ChangeResponsibleUser',
      { reservationId, responsibleUserId, reason, isCheckoutResponsibleUser },
      context,
    );
  }
}
