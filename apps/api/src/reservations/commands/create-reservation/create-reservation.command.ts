import { Command } from '@nestjs/cqrs';
import type { CreateReservationRequest } from '@chegada/contracts';
import { AppError, type CommandContext } from '../../../common';
import type { ReservationOutcome } from '../../reservation-command-runner';

export class CreateReservationCommand extends Command<ReservationOutcome> {
  constructor(
    readonly body: CreateReservationRequest,
    readonly context: CommandContext,
    /** A random id chosen beforehand (the unique link's repeat answers it); a new one else. */
    readonly reservationId?: string,
  ) {
    super();
  }
}

/** More guests than the property takes (its own maxGuests). */
export const maxGuestsAboveResidence = (max: number): AppError =>
  new AppError('VALIDATION_FAILED', [
    { field: 'maxGuests', key: 'reservations.maxGuestsAboveResidence', values: { max } },
  ]);
