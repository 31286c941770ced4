import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ReservationCommandRunner,
  type ReservationOutcome,
} from '../../reservation-command-runner';
import { ReservationReferencesRepository } from '../../reservation-references.repository';
import { requireAccountMember } from '../../require-account-member';
import { CancelReservationCommand } from './cancel-reservation.command';

@CommandHandler(CancelReservationCommand)
export class CancelReservationHandler implements ICommandHandler<
  CancelReservationCommand,
  ReservationOutcome
> {
  constructor(
    private readonly reservations: ReservationCommandRunner,
    private readonly references: ReservationReferencesRepository,
  ) {}

  async execute({
    reservationId,
    body,
    context,
  }: CancelReservationCommand): Promise<ReservationOutcome> {
    await requireAccountMember(this.references, context.actor, body.userId, 'userId');
    return this.reservations.execute(
      'CancelReservation',
      { reservationId, cancelMotive: body.cancelMotive, userId: body.userId },
      context,
    );
  }
}
