import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { BookedParty, CreateReservation, GuestContact } from '@chegada/domain';
import type { CreateReservationRequest } from '@chegada/contracts';
import { AppError, type CommandContext } from '../../../common';
import { ReservationCommands, type ReservationOutcome } from '../../reservation-commands';
import {
  ReservationReferencesRepository,
  type ResidenceReference,
} from '../../reservation-references.repository';

const guestOf = ({
  guestName,
  guestEmail,
  guestPhone,
}: CreateReservationRequest): GuestContact => ({
  name: guestName,
  ...(guestEmail ? { email: guestEmail } : {}),
  ...(guestPhone ? { phone: guestPhone } : {}),
});

/** More guests than the residence takes (its own maxGuests). */
export const maxGuestsAboveResidence = (max: number): AppError =>
  new AppError('VALIDATION_FAILED', [
    { field: 'maxGuests', key: 'reservations.maxGuestsAboveResidence', values: { max } },
  ]);

const residenceNotFound = (): AppError =>
  new AppError('VALIDATION_FAILED', [
    { field: 'residenceId', key: 'reservations.residenceNotFound' },
  ]);

/** One reservation to create: its request, its chosen id, the party an import booked. */
export type NewCreation = {
  body: CreateReservationRequest;
  reservationId: string;
  party?: BookedParty | undefined;
};

const fitted = (
  body: CreateReservationRequest,
  residence: ResidenceReference | undefined,
): ResidenceReference => {
  if (!residence) throw residenceNotFound();
  if (body.maxGuests > residence.maxGuests) throw maxGuestsAboveResidence(residence.maxGuests);
  return residence;
};

const commandOf = (
  { body, reservationId, party }: NewCreation,
  residence: ResidenceReference,
  context: CommandContext,
): CreateReservation['data'] => ({
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
  ...(party ? { party } : {}),
});

/**
 * Creates a reservation for a residence of the caller's account, for the host's route and the
 * residence's unique link alike: the residence must fit the guests, and the reservation is
 * recorded against it before its first event.
 */
@Injectable()
export class CreateReservationHandler {
  constructor(
    private readonly commands: ReservationCommands,
    private readonly references: ReservationReferencesRepository,
  ) {}

  /**
   * `chosenId`: a random id chosen beforehand (the unique link's repeat answers it); `party`:
   * the adults and children an imported booking was made for.
   */
  async execute(
    body: CreateReservationRequest,
    context: CommandContext,
    chosenId?: string,
    party?: BookedParty,
  ): Promise<ReservationOutcome> {
    const residence = await this.residenceFor(body, context.actor.accountId);
    // Guest links carry it: random, never derived from anything guessable.
    const reservationId = chosenId ?? randomUUID();
    // Before the event, so a residence delete never misses it (reservation-references).
    const { accountId } = context.actor;
    if (!(await this.references.recordReservation(accountId, residence.id, reservationId)))
      throw residenceNotFound();
    const creation = { body, reservationId, party };
    return this.commands.execute(
      'CreateReservation',
      commandOf(creation, residence, context),
      context,
    );
  }

  /**
   * Many reservations at once (an import's page), each judged as `execute` judges it: its
   * residences read, its references recorded and its events appended in one go each. Each
   * one's outcome, or the error `execute` would throw, in order.
   */
  async executeMany(
    creations: NewCreation[],
    context: CommandContext,
  ): Promise<PromiseSettledResult<ReservationOutcome>[]> {
    const { accountId } = context.actor;
    const residenceIds = creations.map(({ body }) => body.residenceId);
    const residences = await this.references.findResidences(accountId, residenceIds);
    const fitting = creations.map((creation) => {
      try {
        return {
          creation,
          residence: fitted(creation.body, residences.get(creation.body.residenceId)),
        };
      } catch (reason) {
        return { creation, reason };
      }
    });
    const recorded = await this.references.recordReservations(
      accountId,
      fitting.flatMap(({ creation, residence }) =>
        residence ? [{ residenceId: residence.id, reservationId: creation.reservationId }] : [],
      ),
    );
    const creating = fitting.filter(({ creation }) => recorded.has(creation.reservationId));
    const created = await this.commands.createMany(
      creating.map(({ creation, residence }) => commandOf(creation, residence!, context)),
      context,
    );
    const outcomes = new Map(creating.map(({ creation }, index) => [creation, created[index]!]));
    return fitting.map(
      ({ creation, reason }) =>
        outcomes.get(creation) ?? { status: 'rejected', reason: reason ?? residenceNotFound() },
    );
  }

  /** A residence of the caller's account (another's reads as unknown) that fits the guests. */
  private async residenceFor(
    body: CreateReservationRequest,
    accountId: string,
  ): Promise<ResidenceReference> {
    return fitted(body, await this.references.findResidence(accountId, body.residenceId));
  }
}
