import { randomUUID } from 'node:crypto';
import { Client, type ClientConfig, type Pool } from 'pg';

/** The LISTEN/NOTIFY channel on which a process says its appends have committed. */
export const APPEND_CHANNEL = 'es_appended';

/** Fewest milliseconds between two signals of one process: one wakes others for many appends. */
const SIGNAL_INTERVAL_MS = 15;

/** How long a listener waits before reconnecting after its connection failed. */
const RECONNECT_MS = 1_000;

/**
 * Tells the subscribers in other processes (the projections and the worker, when the roles
 * run apart) that the log has grown, so they read at once instead of at their next poll.
 *
 * The NOTIFY is a statement of its own, after the appends committed: inside their transaction
 * it would serialise every commit on PostgreSQL's notification queue. One is in flight at a
 * time, at least SIGNAL_INTERVAL_MS apart, so under load one signal covers many appends. A
 * lost signal costs a poll interval, nothing more: readers still find every event by position.
 */
export class AppendSignal {
  /** Carried as the payload, so a process ignores its own signals (it woke itself already). */
  readonly origin = randomUUID();
  private scheduled = false;
  private sending = false;
  private again = false;
  private lastSent = -Infinity;

  constructor(private readonly pool: Pool) {}

  /** After an append committed. */
  raise(): void {
    if (this.sending) {
      this.again = true;
      return;
    }
    if (this.scheduled) return;
    this.scheduled = true;
    const wait = Math.max(0, this.lastSent + SIGNAL_INTERVAL_MS - performance.now());
    setTimeout(() => void this.send(), wait).unref();
  }

  private async send(): Promise<void> {
    this.scheduled = false;
    this.sending = true;
    this.lastSent = performance.now();
    try {
      await this.pool.query({
        name: 'es_signal_append',
        text: 'select pg_notify($1, $2)',
        values: [APPEND_CHANNEL, this.origin],
      });
    } catch {
      // Best effort: the pool may be closing, and the readers poll anyway.
    } finally {
      this.sending = false;
      if (this.again) {
        this.again = false;
        this.raise();
      }
    }
  }
}

/**
 * LISTENs for other processes' append signals on a connection of its own (a pooled one would
 * go back to the pool and stop listening) and calls `onSignal` for each. After a failure it
 * reconnects, and signals once connected, since appends may have landed meanwhile.
 */
export class AppendListener {
  private client: Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly connection: ClientConfig,
    private readonly origin: string,
    private readonly onSignal: () => void,
  ) {}

  start(): void {
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ ...this.connection, application_name: 'chegada-listen' });
    this.client = client;
    client.on('notification', ({ payload }) => {
      if (payload !== this.origin) this.onSignal();
    });
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`listen ${APPEND_CHANNEL}`);
      if (this.client === client) this.onSignal();
    } catch {
      this.reconnect(client);
    }
  }

  private reconnect(client: Client): void {
    if (this.client !== client || this.stopped) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.retry = setTimeout(() => void this.connect(), RECONNECT_MS);
    this.retry.unref();
  }
}

// One signal per pool, as one local notifier: the stores of a process share their origin.
const signals = new WeakMap<Pool, AppendSignal>();

export const appendSignalFor = (pool: Pool): AppendSignal => {
  let signal = signals.get(pool);
  if (!signal) {
    signal = new AppendSignal(pool);
    signals.set(pool, signal);
  }
  return signal;
};

/** The settings the pool opens its connections with (pg keeps them as `options`). */
export const connectionOf = (pool: Pool): ClientConfig =>
  (pool as unknown as { options: ClientConfig }).options;
