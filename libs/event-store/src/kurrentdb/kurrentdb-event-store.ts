import {
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  START,
  StreamNotFoundError,
} from '@kurrent/kurrentdb-client';
import type { Position as KurrentPosition } from '@kurrent/kurrentdb-client';
import type {
  AppendOptions,
  AppendResult,
  EventData,
  EventStore,
  EventSubscription,
  EventFilter,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  StreamAppend,
  SubscribeToAllOptions,
} from '../event-store.port';
import {
  buildServerFilter,
  decodePosition,
  encodePosition,
  mapAppendError,
  matchesNothing,
  toKurrentEvent,
  toKurrentStreamState,
  toRecordedEvent,
  toSafeNumber,
} from './kurrentdb-mapping';
import { subscribeToKurrentAll, toDeliverableEvent } from './kurrentdb-subscription';

/** A readAll without maxCount returns at most this many events, as one page. */
export const DEFAULT_READ_ALL_PAGE = 1000;
const PING_TIMEOUT_MS = 5000;

/** The event store port on KurrentDB (the successor of EventStoreDB), over gRPC. */
export class KurrentDbEventStore implements EventStore {
  constructor(private readonly client: KurrentDBClient) {}

  async append(
    streamId: string,
    events: EventData[],
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    const requested = options.streamState ?? 'any';
    try {
      const result = await this.client.appendToStream(streamId, events.map(toKurrentEvent), {
        streamState: toKurrentStreamState(requested),
      });
      const position = result.position ?? (await this.lastPosition(streamId));
      return {
        nextExpectedRevision: toSafeNumber(result.nextExpectedRevision),
        position: encodePosition(position),
      };
    } catch (error) {
      throw mapAppendError(error, streamId, requested);
    }
  }

  /** One append after another: the server's multi-stream append needs KurrentDB 25.1. */
  async appendToStreams(appends: StreamAppend[]): Promise<PromiseSettledResult<AppendResult>[]> {
    const settled: PromiseSettledResult<AppendResult>[] = [];
    for (const { streamId, events, streamState } of appends)
      settled.push(
        await this.append(streamId, events, { streamState }).then(
          (value) => ({ status: 'fulfilled', value }),
          (reason: unknown) => ({ status: 'rejected', reason }),
        ),
      );
    return settled;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const direction = options.direction === 'backwards' ? BACKWARDS : FORWARDS;
    const from = options.fromRevision ?? (direction === BACKWARDS ? 'end' : 'start');
    const events: RecordedEvent[] = [];
    try {
      const reading = this.client.readStream(streamId, {
        direction,
        fromRevision: from === 'start' ? START : from === 'end' ? END : BigInt(from),
        ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
      });
      for await (const resolved of reading) {
        const event = toRecordedEvent(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /**
   * KurrentDB reads $all from a position inclusively and, with a filter, counts only matching
   * events; the port is exclusive and also filters on the client. So each round asks for one
   * more than still needed and continues from the last position seen until the page is full or
   * the server returns a short round (the end of the log).
   */
  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const maxCount = options.maxCount ?? DEFAULT_READ_ALL_PAGE;
    const filter = options.filter ?? {};
    const page: RecordedEvent[] = [];
    if (matchesNothing(filter)) return page;
    let after =
      options.fromPosition === undefined || options.fromPosition === 'start'
        ? undefined
        : decodePosition(options.fromPosition);
    while (page.length < maxCount) {
      const wanted = maxCount - page.length + 1;
      const round = await this.readAllRound(after, wanted, filter, page, maxCount);
      if (round.seen < wanted || !round.last) break;
      after = round.last;
    }
    return page;
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): EventSubscription {
    return subscribeToKurrentAll(this.client, options);
  }

  /** Reads the newest event of $all; throws when the server cannot be reached in time. */
  async ping(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`KurrentDB did not answer within ${PING_TIMEOUT_MS} ms`)),
        PING_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([this.readNewest(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  private async readAllRound(
    after: KurrentPosition | undefined,
    wanted: number,
    filter: EventFilter,
    page: RecordedEvent[],
    maxCount: number,
  ): Promise<{ seen: number; last?: KurrentPosition }> {
    let seen = 0;
    let last: KurrentPosition | undefined;
    const reading = this.client.readAll({
      fromPosition: after ?? START,
      maxCount: wanted,
      filter: buildServerFilter(filter),
    });
    for await (const resolved of reading) {
      seen += 1;
      last = resolved.event?.position ?? last;
      const event = toDeliverableEvent(resolved, after, filter);
      if (event) page.push(event);
      if (page.length === maxCount) break;
    }
    return { seen, last };
  }

  private async readNewest(): Promise<void> {
    const reading = this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 });
    for await (const _ of reading) break;
  }

  /** Idempotent re-appends may come back without a position; the stream's last event has it. */
  private async lastPosition(streamId: string): Promise<KurrentPosition> {
    const [last] = await this.readStream(streamId, { direction: 'backwards', maxCount: 1 });
    if (!last) throw new Error(`KurrentDB reported an append to ${streamId} it cannot read back`);
    return decodePosition(last.position);
  }
}

export const createKurrentDbEventStore = (options: { connectionString: string }): EventStore =>
  new KurrentDbEventStore(KurrentDBClient.connectionString(options.connectionString));
