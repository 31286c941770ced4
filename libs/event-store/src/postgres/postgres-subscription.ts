import type { Pool } from 'pg';
import type { EventSubscription, RecordedEvent, SubscribeToAllOptions } from '../event-store.port';
import type { LocalNotifier } from './local-notifier';
import { toCursor, type Cursor } from './position';
import { readLiveStart, readPage, type Page, type StartPoint } from './postgres-read';

export type SubscriptionContext = {
  pool: Pool;
  notifier: LocalNotifier;
  pollIntervalMs: number;
  pageSize: number;
};

type PendingPage = { page: Promise<Page>; version: number };

/** First look again after a wake-up whose read found nothing; doubles up to the poll interval. */
const HORIZON_RETRY_MS = 10;

/**
 * A read stops at the oldest transaction still open anywhere on the server, so a wake-up can
 * come before the append is readable: look again soon, backing off, instead of at the next poll.
 */
const nextRetry = (woken: boolean, retryMs: number, pollIntervalMs: number): number => {
  if (woken) return HORIZON_RETRY_MS;
  return retryMs > 0 && retryMs * 2 < pollIntervalMs ? retryMs * 2 : 0;
};

/**
 * Pages through the log from its start position, then waits for a local wake-up or the poll
 * timer and reads again. The cursor only ever moves to what one statement proved complete
 * (see readPage), so a slow writer delays delivery but is never skipped.
 */
export class PostgresSubscription implements EventSubscription {
  private readonly abort = new AbortController();
  private readonly start: Promise<StartPoint>;
  private readonly filter: SubscribeToAllOptions['filter'];
  private iterated = false;

  constructor(
    private readonly context: SubscriptionContext,
    { fromPosition = 'start', filter }: SubscribeToAllOptions,
    private readonly onEnd: (subscription: PostgresSubscription) => void,
  ) {
    this.filter = filter;
    // Resolved now, not at the first next(): "end" means after the subscribe call.
    this.start =
      fromPosition === 'end'
        ? readLiveStart(context.pool)
        : Promise.resolve().then(() => ({ cursor: toCursor(fromPosition) }));
    // Surfaced to the iterating caller; not an unhandled rejection if nobody iterates.
    this.start.catch(() => undefined);
  }

  [Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
    if (this.iterated) throw new Error('A subscription can be iterated only once');
    this.iterated = true;
    return this.events();
  }

  async unsubscribe(): Promise<void> {
    this.abort.abort();
    this.onEnd(this);
  }

  private get closed(): boolean {
    return this.abort.signal.aborted;
  }

  private request(cursor: Cursor): PendingPage {
    // The version is taken before the read: a commit that lands after the read's snapshot
    // has bumped it, so the wait that follows returns at once.
    const version = this.context.notifier.version;
    const { pool, pageSize } = this.context;
    const page = readPage(pool, cursor, pageSize, this.filter);
    page.catch(() => undefined);
    return { page, version };
  }

  private async *events(): AsyncGenerator<RecordedEvent> {
    try {
      const { cursor, committedBefore } = await this.start;
      let pending = this.request(cursor);
      let retryMs = 0;
      while (!this.closed) {
        const { page, version } = pending;
        const { events, next, full } = await page;
        // Prefetch while the caller handles this page: catch-up is bound by the database.
        if (full) pending = this.request(next);
        for (const event of events) {
          if (this.closed) return;
          if (committedBefore?.(toCursor(event.position).txId)) continue;
          yield event;
        }
        if (full) continue;
        const { notifier, pollIntervalMs } = this.context;
        if (events.length > 0) retryMs = 0;
        await notifier.waitForChange(version, retryMs || pollIntervalMs, this.abort.signal);
        retryMs = nextRetry(notifier.version !== version, retryMs, pollIntervalMs);
        if (!this.closed) pending = this.request(next);
      }
    } finally {
      this.abort.abort();
      this.onEnd(this);
    }
  }
}
