import { Inject, Injectable } from '@nestjs/common';
import {
  evolve,
  initialState,
  reservationStreamId,
  type ExistingReservation,
  type ReservationEvent,
  type ReservationState,
} from '@chegada/domain';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '@chegada/event-store';
import { PersonalDataVault } from '@chegada/personal-data';
import { AppError, type Decider, type EventCodec, type LoadedStream } from '../common';
import { keptCompanionEvents, KeptCompanionsRepository } from './kept-companions.repository';
import {
  reservationCommandCodec,
  reservationPersonalDataCodec,
} from './reservation-personal-data.codec';

/**
 * How the guest's sealed data reads: `opened` (a shredded field as its empty shape), `marked`
 * (opened, a shredded field as the text 'removed': the audit trail), or `left out` (every
 * personal field its empty shape, without fetching the key: enough for the lifecycle).
 */
export type PersonalData = 'opened' | 'marked' | 'left out';

/** An event as recorded (id, revision, metadata), its data decoded. */
export type RecordedReservationEvent = Omit<RecordedEvent, 'type' | 'data'> & ReservationEvent;

/** A view folded from the events beside the lifecycle state (the guest form, the host's page). */
export type FoldedView<View> = Pick<
  Decider<never, ReservationEvent, View>,
  'evolve' | 'initialState'
>;

export type LoadedReservation<View> = LoadedStream<View> & { reservation: ExistingReservation };

/** Another account's reservation reads exactly as an unknown id: 404. */
export const ownedBy =
  (accountId: string) =>
  (state: ReservationState): ExistingReservation => {
    if (state.kind === 'none' || state.accountId !== accountId) throw new AppError('NOT_FOUND');
    return state;
  };

const lifecycle: FoldedView<ReservationState> = { evolve, initialState };

/** The one way to read a reservation's stream outside a command: always through the codec. */
@Injectable()
export class ReservationStreamReader {
  private readonly codecs: Record<PersonalData, EventCodec<ReservationEvent>>;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    vault: PersonalDataVault,
    private readonly keptCompanions: KeptCompanionsRepository,
  ) {
    this.codecs = {
      opened: reservationPersonalDataCodec(vault),
      marked: reservationPersonalDataCodec(vault, () => 'removed'),
      'left out': reservationCommandCodec(vault),
    };
  }

  async read(
    reservationId: string,
    personalData: PersonalData,
  ): Promise<RecordedReservationEvent[]> {
    const { recorded, events } = await this.decoded(reservationId, personalData);
    return recorded.map((event, index) => ({ ...event, ...(events[index] as ReservationEvent) }));
  }

  /** The lifecycle state as of the last event; revision -1 when there is no such reservation. */
  state(reservationId: string): Promise<LoadedStream<ReservationState>> {
    return this.fold(reservationId, lifecycle, 'left out');
  }

  /** Whether an event was appended after `revision` (reads one at most). */
  async movedSince(reservationId: string, revision: number): Promise<boolean> {
    const streamId = reservationStreamId(reservationId);
    const later = await this.store.readStream(streamId, {
      fromRevision: revision + 1,
      maxCount: 1,
    });
    return later.length > 0;
  }

  /** A reservation of the account with `view` folded beside it; another's is NOT_FOUND. */
  async load<View>(
    reservationId: string,
    accountId: string,
    view: FoldedView<View>,
  ): Promise<LoadedReservation<View>> {
    const loaded = await this.withView(reservationId, view);
    return { ...loaded, reservation: ownedBy(accountId)(loaded.reservation) };
  }

  /**
   * `load` for a guest link, which names no account: the caller checks the link's other parts
   * (source, company) before showing anything. No such reservation: NOT_FOUND.
   */
  async loadForLink<View>(
    reservationId: string,
    view: FoldedView<View>,
  ): Promise<LoadedReservation<View>> {
    const loaded = await this.withView(reservationId, view);
    if (loaded.reservation.kind === 'none') throw new AppError('NOT_FOUND');
    return { ...loaded, reservation: loaded.reservation };
  }

  private async withView<View>(
    reservationId: string,
    view: FoldedView<View>,
  ): Promise<LoadedStream<View> & { reservation: ReservationState }> {
    const both: FoldedView<{ state: ReservationState; view: View }> = {
      evolve: (current, event) => ({
        state: evolve(current.state, event),
        view: view.evolve(current.view, event),
      }),
      initialState: () => ({ state: initialState(), view: view.initialState() }),
    };
    const { recorded, events } = await this.decoded(reservationId, 'opened');
    const state = events.reduce(both.evolve, both.initialState());
    // The adult companions a holder's deletion kept under their own keys read as saved by them
    // after the removal: the view shows them; the lifecycle is the stream's alone.
    const kept = events.some((event) => event.type === 'SensitiveDataRemoved')
      ? keptCompanionEvents(await this.keptCompanions.of(reservationId))
      : [];
    return {
      reservation: state.state,
      state: kept.reduce(view.evolve, state.view),
      revision: recorded.at(-1)?.revision ?? -1,
    };
  }

  private async fold<State>(
    reservationId: string,
    view: FoldedView<State>,
    personalData: PersonalData,
  ): Promise<LoadedStream<State>> {
    const { recorded, events } = await this.decoded(reservationId, personalData);
    const state = events.reduce(view.evolve, view.initialState());
    return { state, revision: recorded.at(-1)?.revision ?? -1 };
  }

  private async decoded(reservationId: string, personalData: PersonalData) {
    const streamId = reservationStreamId(reservationId);
    const recorded = await this.store.readStream(streamId);
    const stored = recorded.map(({ type, data }) => ({ type, data }));
    return { recorded, events: await this.codecs[personalData].decode(streamId, stored) };
  }
}
