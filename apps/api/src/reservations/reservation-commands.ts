import { Injectable } from '@nestjs/common';
import {
  decide,
  evolve,
  initialState,
  reservationStreamId,
  type CommandMetadata,
  type ExistingReservation,
  type ReservationCommand,
  type ReservationCommandType,
  type CreateReservation,
  type ReservationEvent,
  type ReservationState,
} from '@chegada/domain';
import { PersonalDataVault } from '@chegada/personal-data';
import {
  EventSourcedCommands,
  type CommandContext,
  type Decider,
  type EventCodec,
} from '../common';
import { ownedBy, reservationCommandCodec } from '../reservation-stream';

export const reservationDecider: Decider<ReservationCommand, ReservationEvent, ReservationState> = {
  decide,
  evolve,
  initialState,
};

/** A reservation as a command left it, with the revision to send in the next If-Match. */
export type ReservationOutcome = { reservation: ExistingReservation; revision: number };

export const commandMetadataOf = (context: CommandContext): CommandMetadata => ({
  now: context.occurredAt,
  actorId: context.actor.id,
});

const existing = (state: ReservationState): ExistingReservation => {
  // The decider appended a ReservationCreated or refused, so this cannot happen.
  if (state.kind === 'none') throw new Error('A command left no reservation');
  return state;
};

/**
 * The one way to execute a reservation command, for the host's routes, the guest's form and
 * the system alike. Another account's reservation is answered exactly as an unknown id: 404,
 * before the decider (libs/domain) sees anything.
 */
@Injectable()
export class ReservationCommands {
  /** Commands seal the guest's data, and decide without it: never opened (no key lookup). */
  private readonly codec: EventCodec<ReservationEvent>;

  constructor(
    private readonly streams: EventSourcedCommands,
    private readonly vault: PersonalDataVault,
  ) {
    this.codec = reservationCommandCodec(vault);
  }

  async execute<Type extends ReservationCommandType>(
    type: Type,
    data: Extract<ReservationCommand, { type: Type }>['data'],
    context: CommandContext,
  ): Promise<ReservationOutcome> {
    // TypeScript cannot correlate a generic type with its payload; the signature does.
    const command = { type, data, metadata: commandMetadataOf(context) } as ReservationCommand;
    const outcome = await this.streams.execute({
      streamId: reservationStreamId(data.reservationId),
      decider: reservationDecider,
      command,
      context,
      // A new id has no stream yet: creation is the one command that may find none.
      authorize: type === 'CreateReservation' ? () => undefined : ownedBy(context.actor.accountId),
      codec: this.codec,
    });
    return { reservation: existing(outcome.state), revision: outcome.revision };
  }

  /**
   * New reservations at once (an import's page): their data keys made in one go, then decided
   * and appended together (EventSourcedCommands.executeOnNewStreams). Each one's outcome, or
   * the error `execute` would throw, in order.
   */
  async createMany(
    creations: CreateReservation['data'][],
    context: CommandContext,
  ): Promise<PromiseSettledResult<ReservationOutcome>[]> {
    await this.vault.createKeys(creations.map((data) => data.reservationId));
    const metadata = commandMetadataOf(context);
    const settled = await this.streams.executeOnNewStreams(
      creations.map((data) => ({
        streamId: reservationStreamId(data.reservationId),
        decider: reservationDecider,
        command: { type: 'CreateReservation' as const, data, metadata },
        context,
        authorize: () => undefined,
        codec: this.codec,
      })),
    );
    return settled.map((result) =>
      result.status === 'rejected'
        ? result
        : {
            status: 'fulfilled',
            value: { reservation: existing(result.value.state), revision: result.value.revision },
          },
    );
  }
}
