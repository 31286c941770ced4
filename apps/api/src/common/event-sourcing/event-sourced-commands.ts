import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  EVENT_STORE,
  WrongExpectedVersion,
  type EventData,
  type EventStore,
} from '@chegada/event-store';
import { AppError } from '../errors';
import { eventMetadataOf, type CommandContext } from './command-context';
import type { Decider, DomainEvent, EventCodec } from './decider';
import { StreamStateCache } from './stream-state-cache';

/** Conflicting appends retried (re-deciding on fresh state) before the caller hears 409. */
export const MAX_ATTEMPTS = 3;

/** Streams whose last state this process keeps (a reservation's is a few hundred bytes). */
export const CACHED_STREAMS = 10_000;

/** A stream folded into state; revision -1 when the stream does not exist yet. */
export type LoadedStream<State> = { state: State; revision: number };

export type CommandOutcome<Event, State> = LoadedStream<State> & {
  /** What this command appended; empty when the decider found nothing to change. */
  events: Event[];
};

export type CommandRequest<Command, Event extends DomainEvent, State> = {
  streamId: string;
  decider: Decider<Command, Event, State>;
  command: Command;
  context: CommandContext;
  /** Throws when the caller may not act on this state (another account's: NOT_FOUND). */
  authorize: (state: State) => void;
  codec?: EventCodec<Event>;
};

// Events stored as the decider returns them: what was stored is what the decider reads.
const identity = <Event extends DomainEvent>(): EventCodec<Event> => ({
  encode: async (_streamId, events) => events,
  decode: async (_streamId, events) => events as Event[],
});

const stale = (currentRevision: number): AppError =>
  new AppError('STALE_REVISION', [], { currentRevision });

/**
 * Executes a command against an event-sourced aggregate: read the stream, fold it, decide,
 * append with the exact revision read. A caller who sent If-Match gets 409 as soon as the stream has
 * moved; one who did not is retried on fresh state, since the decider judges again.
 *
 * The state a command left is kept (StreamStateCache), so the next command on that stream
 * skips the read: the append expects the cached revision, so a stream moved elsewhere refuses
 * it, and whatever the cached state refused or found unchanged is judged again on a fresh read.
 */
@Injectable()
export class EventSourcedCommands {
  private readonly cache = new StreamStateCache(CACHED_STREAMS);

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  private async load<Event extends DomainEvent, State>(
    streamId: string,
    decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
    codec: EventCodec<Event> = identity<Event>(),
  ): Promise<LoadedStream<State>> {
    const recorded = await this.store.readStream(streamId);
    const events = await codec.decode(
      streamId,
      recorded.map(({ type, data }) => ({ type, data })),
    );
    return {
      state: events.reduce(decider.evolve, decider.initialState()),
      revision: recorded.at(-1)?.revision ?? -1,
    };
  }

  async execute<Command, Event extends DomainEvent, State>(
    request: CommandRequest<Command, Event, State>,
  ): Promise<CommandOutcome<Event, State>> {
    const appended = await this.executeOnCachedState(request);
    if (appended) return this.remember(request, appended);
    const expected = request.context.expectedRevision;
    for (let attempt = 1; ; attempt += 1) {
      const loaded = await this.load(request.streamId, request.decider, request.codec);
      this.remember(request, { ...loaded, events: [] });
      request.authorize(loaded.state);
      if (expected !== undefined && expected !== loaded.revision) throw stale(loaded.revision);
      const events = request.decider.decide(request.command, loaded.state);
      if (events.length === 0) return { ...loaded, events };
      try {
        const revision = await this.append(request, loaded.revision, events);
        const state = events.reduce(request.decider.evolve, loaded.state);
        return this.remember(request, { state, revision, events });
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion)) throw error;
        this.cache.delete(request.streamId);
        if (expected !== undefined) throw stale(error.actual === 'no_stream' ? -1 : error.actual);
        if (attempt >= MAX_ATTEMPTS) throw new AppError('CONCURRENCY_CONFLICT');
      }
    }
  }

  /**
   * Commands on streams that should not exist yet (new random ids), decided on the initial
   * state without reading and appended together (appendToStreams: one transaction on
   * PostgreSQL, so subscribers catch up once). A stream that exists after all is executed
   * alone on what it holds. Each command's outcome or the error `execute` would throw, in order.
   */
  async executeOnNewStreams<Command, Event extends DomainEvent, State>(
    requests: CommandRequest<Command, Event, State>[],
  ): Promise<PromiseSettledResult<CommandOutcome<Event, State>>[]> {
    const decided = requests.map((request) => {
      try {
        const state = request.decider.initialState();
        request.authorize(state);
        const events = request.decider.decide(request.command, state);
        return { request, state, events };
      } catch (reason) {
        return { request, reason };
      }
    });
    const appending = decided.filter((each) => 'events' in each && each.events!.length > 0);
    const appends = await Promise.all(
      appending.map(async ({ request, events }) => ({
        streamId: request.streamId,
        events: await this.stored(request, events!),
        streamState: 'no_stream' as const,
      })),
    );
    const appended = new Map(
      (await this.store.appendToStreams(appends)).map((result, index) => [
        appending[index]!.request,
        result,
      ]),
    );
    return Promise.all(
      decided.map(async ({ request, state, events, reason }) => {
        if (!events) return { status: 'rejected' as const, reason };
        const result = appended.get(request);
        if (!result)
          return { status: 'fulfilled' as const, value: { state, revision: -1, events } };
        if (result.status === 'rejected' && result.reason instanceof WrongExpectedVersion)
          return this.execute(request).then(
            (value) => ({ status: 'fulfilled' as const, value }),
            (error: unknown) => ({ status: 'rejected' as const, reason: error }),
          );
        if (result.status === 'rejected') return result;
        const outcome = {
          state: events.reduce(request.decider.evolve, state),
          revision: result.value.nextExpectedRevision,
          events,
        };
        return { status: 'fulfilled' as const, value: this.remember(request, outcome) };
      }),
    );
  }

  /**
   * The command decided and appended on the cached state, or null when there is none or it
   * cannot be trusted for this command: a refusal (authorization, If-Match, a lifecycle rule),
   * nothing to append, or a stream that had moved (the append's revision check).
   */
  private async executeOnCachedState<Command, Event extends DomainEvent, State>(
    request: CommandRequest<Command, Event, State>,
  ): Promise<CommandOutcome<Event, State> | null> {
    const cached = this.cache.get(request.streamId, request.decider, request.codec);
    if (!cached) return null;
    const state = cached.state as State;
    const expected = request.context.expectedRevision;
    let events: Event[];
    try {
      request.authorize(state);
      if (expected !== undefined && expected !== cached.revision) return null;
      events = request.decider.decide(request.command, state);
    } catch {
      return null;
    }
    if (events.length === 0) return null;
    try {
      const revision = await this.append(request, cached.revision, events);
      return { state: events.reduce(request.decider.evolve, state), revision, events };
    } catch (error) {
      if (error instanceof WrongExpectedVersion) return null;
      throw error;
    }
  }

  private remember<Event, State>(
    request: { streamId: string; decider: object; codec?: object },
    outcome: CommandOutcome<Event, State>,
  ): CommandOutcome<Event, State> {
    const { state, revision } = outcome;
    const { decider: fold, codec } = request;
    if (revision >= 0) this.cache.set(request.streamId, { state, revision, fold, codec });
    return outcome;
  }

  private async append<Event extends DomainEvent>(
    request: Pick<CommandRequest<never, Event, never>, 'streamId' | 'context' | 'codec'>,
    revision: number,
    events: Event[],
  ): Promise<number> {
    const result = await this.store.append(request.streamId, await this.stored(request, events), {
      streamState: revision < 0 ? 'no_stream' : revision,
    });
    return result.nextExpectedRevision;
  }

  /** The events as the store keeps them: encoded, each with an id and the command's metadata. */
  private async stored<Event extends DomainEvent>(
    request: Pick<CommandRequest<never, Event, never>, 'streamId' | 'context' | 'codec'>,
    events: Event[],
  ): Promise<EventData[]> {
    const codec = request.codec ?? identity<Event>();
    const metadata = eventMetadataOf(request.context);
    const encoded = await codec.encode(request.streamId, events);
    return encoded.map(({ type, data }) => ({ id: randomUUID(), type, data, metadata }));
  }
}
