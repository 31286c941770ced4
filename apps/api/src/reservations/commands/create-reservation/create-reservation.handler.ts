import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { GuestContact } from '@chegada/domain';
import type { CreateReservationRequest } from '@chegada/contracts';
import { AppError } from '../../../common';
import {
  ReservationCommandRunner,
  type ReservationOutcome,
} from '../../reservation-command-runner';
import {
  ReservationReferencesRepository,
  type ResidenceReference,
} from '../../reservation-references.repository';
import { CreateReservationCommand, maxGuestsAboveResidence } from './create-reservation.command';

const guestOf = ({
  guestName,
  guestEmail,
  guestPhone,
}: CreateReservationRequest): GuestContact => ({
  name: guestName,
  ...(guestEmail ? { email: guestEmail } : {}),
  ...(guestPhone ? { phone: guestPhone } : {}),
});

const residenceNotFound = (): AppError =>
  new AppError('VALIDATION_FAILED', [
    { field: 'residenceId', key: 'reservations.residenceNotFound' },
  ]);

@CommandHandler(CreateReservationCommand)
export class CreateReservationHandler implements ICommandHandler<
  CreateReservationCommand,
  ReservationOutcome
> {
  constructor(
    private readonly reservations: ReservationCommandRunner,
    private readonly references: ReservationReferencesRepository,
  ) {}

  async execute({
    body,
    context,
    reservationId: chosenId,
  }: CreateReservationCommand): Promise<ReservationOutcome> {
    const residence = await this.residenceFor(body, context.actor.accountId);
    // Guest links carry it: random, never derived from anything guessable.
    const reservationId = chosenId ?? randomUUID();
    // Before the event, so a property delete never misses it (reservation-references).
    const { accountId } = context.actor;
    if (!(await this.references.recordReservation(accountId, residence.id, reservationId)))
      throw residenceNotFound();
    return this.reservations.execute(
      'CreateReservation',
      {
        reservationId,
        accountId: context.actor.accountId,
        residenceId: residence.id,
        guest: guestOf(body),
        checkIn: body.CheckIn,
        checkOut: body.checkout,
        source: body.source,
        maxGuests: body.maxGuests,
        language: body.language,
        hasLock: residence.usesTTLock,
        createdBy: context.actor.id,
      },
      context,
    );
  }

  /** A property of the caller's account (another's reads as unknown) that fits the guests. */
  private async residenceFor(
    body: CreateReservationRequest,
    accountId: string,
  ): Promise<ResidenceReference> {
    const residence = await this.references.findResidence(accountId, body.residenceId);
    if (!residence) throw residenceNotFound();
    if (body.maxGuests > residence.maxGuests) throw maxGuestsAboveResidence(residence.maxGuests);
    return residence;
  }
}
