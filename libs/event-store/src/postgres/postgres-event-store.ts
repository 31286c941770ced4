import type { Pool } from 'pg';
import type {
  AppendOptions,
  AppendResult,
  EventData,
  EventStore,
  EventSubscription,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  StreamAppend,
  SubscribeToAllOptions,
} from '../event-store.port';
import { AppendListener, appendSignalFor, connectionOf, type AppendSignal } from './append-signal';
import { localNotifierFor, type LocalNotifier } from './local-notifier';
import {
  appendManyQuery,
  appendQuery,
  runAppend,
  toAppendResult,
  type AppendRow,
} from './postgres-append';
import { DEFAULT_PAGE_SIZE, readAll, readStream } from './postgres-read';
import { PostgresSubscription } from './postgres-subscription';

export type PostgresEventStoreOptions = {
  /** Shared with the rest of the process; close() leaves it open. */
  pool: Pool;
  /** How often a caught-up subscription looks for other processes' writes. */
  pollIntervalMs?: number;
  /**
   * FAULT INJECTION, for tests only: awaited inside each append's transaction after the
   * events are inserted and before COMMIT, with the stream's lock held. The contract suite
   * uses it to add random commit delays; production code never sets it. When set, an append
   * takes BEGIN/…/COMMIT round trips instead of one statement.
   */
  beforeCommit?: () => Promise<void>;
};

/**
 * The event store on PostgreSQL (architecture.md, "PostgreSQL adapter"). Appends take a
 * per-stream advisory lock before their first write and call es_append; readers follow the
 * log in (tx_id, global_position) order below the oldest running transaction. Readers wake
 * on this process's appends at once, on other processes' by their signal (append-signal.ts),
 * and poll besides.
 */
export class PostgresEventStore implements EventStore {
  private readonly pool: Pool;
  private readonly notifier: LocalNotifier;
  private readonly pollIntervalMs: number;
  private readonly beforeCommit: (() => Promise<void>) | undefined;
  private readonly subscriptions = new Set<PostgresSubscription>();
  private readonly signal: AppendSignal;
  /** Started with the first subscription: a process that only appends listens to nothing. */
  private listener: AppendListener | undefined;

  constructor({ pool, pollIntervalMs = 150, beforeCommit }: PostgresEventStoreOptions) {
    this.pool = pool;
    this.notifier = localNotifierFor(pool);
    this.signal = appendSignalFor(pool);
    this.pollIntervalMs = pollIntervalMs;
    this.beforeCommit = beforeCommit;
  }

  async append(
    streamId: string,
    events: EventData[],
    { streamState = 'any' }: AppendOptions = {},
  ): Promise<AppendResult> {
    const query = appendQuery(streamId, events, streamState);
    const [row] = await runAppend(this.pool, streamId, query, this.beforeCommit);
    const result = toAppendResult(streamId, streamState, row);
    this.appended([row]);
    return result;
  }

  async appendToStreams(appends: StreamAppend[]): Promise<PromiseSettledResult<AppendResult>[]> {
    if (appends.length === 0) return [];
    const streams = appends.map((append) => append.streamId).join(', ');
    const rows = await runAppend(this.pool, streams, appendManyQuery(appends), this.beforeCommit);
    this.appended(rows);
    return appends.map(({ streamId, streamState = 'any' }, index) => {
      try {
        return { status: 'fulfilled', value: toAppendResult(streamId, streamState, rows[index]) };
      } catch (reason) {
        return { status: 'rejected', reason };
      }
    });
  }

  /** Committed: subscribers here and in other processes need not wait for their poll. */
  private appended(rows: (AppendRow | undefined)[]): void {
    if (!rows.some((row) => row?.result === 'appended')) return;
    this.notifier.notify();
    this.signal.raise();
  }

  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return readStream(this.pool, streamId, options);
  }

  readAll({ fromPosition, maxCount, filter }: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return readAll(this.pool, fromPosition, maxCount, filter);
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): EventSubscription {
    if (!this.listener) {
      const notifier = this.notifier;
      this.listener = new AppendListener(connectionOf(this.pool), this.signal.origin, () =>
        notifier.notify(),
      );
      this.listener.start();
    }
    const context = {
      pool: this.pool,
      notifier: this.notifier,
      pollIntervalMs: this.pollIntervalMs,
      pageSize: DEFAULT_PAGE_SIZE,
    };
    const subscription = new PostgresSubscription(context, options, (ended) =>
      this.subscriptions.delete(ended),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async ping(): Promise<void> {
    await this.pool.query('select 1');
  }

  /** Ends the subscriptions and the listener; the pool belongs to whoever passed it in. */
  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.unsubscribe()));
    const listener = this.listener;
    this.listener = undefined;
    await listener?.stop();
  }
}

export const createPostgresEventStore = (options: PostgresEventStoreOptions): EventStore =>
  new PostgresEventStore(options);
