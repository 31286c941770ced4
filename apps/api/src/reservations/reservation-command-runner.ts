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
  type ReservationEvent,
  type ReservationState,
} from '@chegada/domain';
import { PersonalDataVault } from '@chegada/personal-data';
import {
  AppError,
  CommandPipeline,
  type CommandContext,
  type Decider,
  type LoadedStream,
  type EventCodec,
} from '../common';
import {
  reservationCommandCodec,
  reservationPersonalDataCodec,
} from './reservation-personal-data.codec';

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

/**
 * The one way into the reservation stream for the account's users. Another account's
 * reservation is answered exactly as an unknown id: 404, before the decider sees anything.
 */
const belongsTo =
  (accountId: string) =>
  (state: ReservationState): ExistingReservation => {
    if (state.kind === 'none' || state.accountId !== accountId) throw new AppError('NOT_FOUND');
    return state;
  };

const existing = (state: ReservationState): ExistingReservation => {
  // The decider appended a ReservationCreated or refused, so this cannot happen.
  if (state.kind === 'none') throw new Error('A command left no reservation');
  return state;
};

@Injectable()
export class ReservationCommandRunner {
  /** Views (load, loadForLink) may show personal data: opened. */
  private readonly codec: EventCodec<ReservationEvent>;

  /** Commands seal it, and decide without it: never opened (no key lookup, no decryption). */
  private readonly commandCodec: EventCodec<ReservationEvent>;

  constructor(
    private readonly pipeline: CommandPipeline,
    vault: PersonalDataVault,
  ) {
    this.codec = reservationPersonalDataCodec(vault);
    this.commandCodec = reservationCommandCodec(vault);
  }

  async run(command: ReservationCommand, context: CommandContext): Promise<ReservationOutcome> {
    const authorize =
      // A new id has no stream yet: creation is the one command that may find none.
      command.type === 'CreateReservation' ? () => undefined : belongsTo(context.actor.accountId);
    const outcome = await this.pipeline.run({
      streamId: reservationStreamId(command.data.reservationId),
      decider: reservationDecider,
      command,
      context,
      authorize,
      codec: this.commandCodec,
    });
    return { reservation: existing(outcome.state), revision: outcome.revision };
  }

  /** `run` for a command built from its type and payload, with the context's metadata. */
  execute<Type extends ReservationCommandType>(
    type: Type,
    data: Extract<ReservationCommand, { type: Type }>['data'],
    context: CommandContext,
  ): Promise<ReservationOutcome> {
    // TypeScript cannot correlate a generic type with its payload; the signature does.
    const command = { type, data, metadata: commandMetadataOf(context) } as ReservationCommand;
    return this.run(command, context);
  }

  /** Folds any view of the stream after checking the account (GET /api/stays/local/:id). */
  async load<View>(
    reservationId: string,
    accountId: string,
    view: Pick<Decider<never, ReservationEvent, View>, 'evolve' | 'initialState'>,
  ): Promise<LoadedStream<View> & { reservation: ExistingReservation }> {
    const loaded = await this.loadStream(reservationId, view);
    return { ...loaded, reservation: belongsTo(accountId)(loaded.reservation) };
  }

  /**
   * Folds a view for a guest link, which names no account: the caller checks the link's
   * other parts (source, company) before showing anything. No such reservation: NOT_FOUND.
   */
  async loadForLink<View>(
    reservationId: string,
    view: Pick<Decider<never, ReservationEvent, View>, 'evolve' | 'initialState'>,
  ): Promise<LoadedStream<View> & { reservation: ExistingReservation }> {
    const loaded = await this.loadStream(reservationId, view);
    if (loaded.reservation.kind === 'none') throw new AppError('NOT_FOUND');
    return { ...loaded, reservation: loaded.reservation };
  }

  private async loadStream<View>(
    reservationId: string,
    view: Pick<Decider<never, ReservationEvent, View>, 'evolve' | 'initialState'>,
  ): Promise<LoadedStream<View> & { reservation: ReservationState }> {
    const loaded = await this.pipeline.load(
      reservationStreamId(reservationId),
      {
        evolve: (current: { state: ReservationState; view: View }, event: ReservationEvent) => ({
          state: evolve(current.state, event),
          view: view.evolve(current.view, event),
        }),
        initialState: () => ({ state: initialState(), view: view.initialState() }),
      },
      this.codec,
    );
    return { reservation: loaded.state.state, state: loaded.state.view, revision: loaded.revision };
  }
}
