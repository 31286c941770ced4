import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Pool } from 'pg';
import pino from 'pino';
import { createDatabase, createPool } from '@chegada/database';
import { createPostgresEventStore, type EventStore } from '@chegada/event-store';
import {
  DeliveryLog,
  NotificationOutbox,
  RecordedSender,
  type EmailMessage,
  type NotificationSender,
} from '@chegada/messaging';
import { PersonalDataVault } from '@chegada/personal-data';
import { startDispatcher, startWorker, type SideEffectHandler } from '@chegada/side-effects';
import { createTestDatabase, eventually, type TestDatabase } from '@chegada/testing';
import { MessageRequests, sendMessageEffect } from './message-requests';
import { MESSAGES_QUEUE } from './outgoing';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const silent = pino({ level: 'silent' });

const email = (overrides: Partial<EmailMessage> = {}): EmailMessage => ({
  to: 'host@example.com',
  subject: 'Redefinição de senha',
  text: 'Olá',
  idempotencyKey: `key-${randomUUID()}`,
  ...overrides,
});

/** The outbox behind the delivery log, down for its first `outages` calls. */
const provider = (pool: Pool, outbox: NotificationOutbox, outages = 0): NotificationSender => {
  let calls = 0;
  const down = () => {
    calls += 1;
    if (calls <= outages) throw new Error('provider unavailable');
  };
  const channels = {
    email: { name: 'outbox', sendEmail: async (m: EmailMessage) => (down(), outbox.sendEmail(m)) },
    whatsapp: {
      name: 'outbox',
      sendWhatsAppTemplate: async (
        m: Parameters<NotificationSender['sendWhatsAppTemplate']>[0],
      ) => (down(), outbox.sendWhatsAppTemplate(m)),
    },
  };
  return new RecordedSender(channels, new DeliveryLog(pool));
};

describe('requested messages: MessageRequests and the send-message effect', () => {
  let database: TestDatabase;
  let pool: Pool;
  let eventStore: EventStore;
  let vault: PersonalDataVault;
  let outbox: NotificationOutbox;
  let requests: MessageRequests;
  let running: Array<{ stop?: () => Promise<void>; close?: () => Promise<void> }> = [];
  let prefix: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The product's pool: an idle connection the server ends is dropped with a warning, not an
    // unhandled 'error' that fails whichever test runs then (a flake of the int tier).
    pool = createPool(database.url, 10);
    eventStore = createPostgresEventStore({ pool, pollIntervalMs: 25 });
    vault = new PersonalDataVault(createDatabase(pool), randomBytes(32));
    outbox = new NotificationOutbox(pool);
    requests = new MessageRequests(eventStore, vault);
  });
  beforeEach(() => (prefix = `t-${randomUUID().slice(0, 8)}`));
  afterEach(async () => {
    for (const part of running.reverse()) {
      if (part.stop) await part.stop();
      else await part.close?.();
    }
    running = [];
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    // Each test starts from an empty log: its dispatcher reads from the start.
    await pool.query(
      'truncate es_events, es_streams, es_checkpoints, effect_log, notification_deliveries, notification_outbox, personal_data_keys',
    );
  });
  afterAll(async () => {
    await eventStore.close();
    await pool.end();
    await database.drop();
  });

  /** The dispatcher and the worker, as the projections and worker processes run them. */
  const deliver = (sender: NotificationSender = provider(pool, outbox)) => {
    const handlers: SideEffectHandler[] = [sendMessageEffect(vault, sender, pool, MESSAGES_QUEUE)];
    const options = { pool, eventStore, redisUrl: REDIS_URL, prefix, logger: silent, handlers };
    running.push(
      startWorker(options),
      startDispatcher({ ...options, name: prefix, retry: { attempts: 3, backoffMs: 50 } }),
    );
  };
  const sentWith = async (key: string) =>
    (await outbox.list({ perPage: 100 })).items.filter((item) => item.idempotencyKey === key);
  const deliveries = async (key: string) =>
    (
      await pool.query<{ status: string }>(
        'select status from notification_deliveries where idempotency_key = $1 order by attempted_at',
        [key],
      )
    ).rows.map((row) => row.status);
  const effects = async () =>
    (
      await pool.query<{ status: string; attempts: number }>(
        `select status, attempts from effect_log where handler = 'send-message' order by dispatched_at`,
      )
    ).rows;
  const allCompleted = (count: number) =>
    eventually(
      async () => {
        const rows = await effects();
        return rows.length >= count && rows.every((row) => row.status === 'completed')
          ? rows
          : undefined;
      },
      10_000,
      `${count} send-message effect(s) completed`,
    );

  it('sends an e-mail once when its key is requested twice, and records the delivery', async () => {
    deliver();
    const key = `reset-${randomUUID()}`;
    await requests.request([{ channel: 'email', message: email({ idempotencyKey: key }) }]);
    await requests.request([{ channel: 'email', message: email({ idempotencyKey: key }) }]);
    await allCompleted(2);
    expect(await sentWith(key)).toEqual([
      expect.objectContaining({ channel: 'email', to: 'host@example.com' }),
    ]);
    expect(await deliveries(key)).toEqual(['sent']);
  });

  it('sends WhatsApp templates the same way', async () => {
    deliver();
    const key = `whatsapp-${randomUUID()}`;
    const message = { to: '+5511987654321', template: 'checkin_link', language: 'pt_BR' };
    await requests.request([{ channel: 'whatsapp', message: { ...message, idempotencyKey: key } }]);
    await eventually(async () => ((await sentWith(key)).length ? true : undefined), 10_000, key);
    expect(await sentWith(key)).toEqual([
      expect.objectContaining({ channel: 'whatsapp', template: 'checkin_link' }),
    ]);
  });

  it('retries with backoff while the provider is down, then sends once', async () => {
    deliver(provider(pool, outbox, 2));
    const key = `retry-${randomUUID()}`;
    await requests.request([{ channel: 'email', message: email({ idempotencyKey: key }) }]);
    expect(await allCompleted(1)).toEqual([{ status: 'completed', attempts: 3 }]);
    expect(await sentWith(key)).toHaveLength(1);
    expect(await deliveries(key)).toEqual(['failed', 'failed', 'sent']);
  });

  it('gives up at once on a message no provider can accept, recording the refusal', async () => {
    deliver();
    const key = `bad-${randomUUID()}`;
    await requests.request([
      { channel: 'email', message: email({ idempotencyKey: key, to: 'not-an-address' }) },
    ]);
    expect(await allCompleted(1)).toEqual([{ status: 'completed', attempts: 1 }]);
    expect(await sentWith(key)).toEqual([]);
    expect(await deliveries(key)).toEqual(['failed']);
  });

  it('keeps neither address nor secret in the event log, and shreds the key once sent', async () => {
    deliver();
    const key = `code-${randomUUID()}`;
    const message = email({ idempotencyKey: key, text: 'Código 481516', secrets: ['481516'] });
    await requests.request([{ channel: 'email', message }]);
    const [request] = await eventually(
      async () => {
        const { rows } = await pool.query<{ data: unknown; shredded: boolean }>(
          `select e.data, k.wrapped_key is null as shredded from es_events e
           join personal_data_keys k on k.subject_id = e.stream_id`,
        );
        return rows[0]?.shredded ? rows : undefined;
      },
      10_000,
      'the request shredded',
    );
    expect(JSON.stringify(request?.data)).toContain('$sealed');
    expect(JSON.stringify(request?.data)).not.toMatch(/481516|host@example\.com/);
    const [sent] = await sentWith(key);
    expect(sent?.channel === 'email' && sent.text).toBe('Código ••••••');
  });

  it('refuses a message without an idempotency key before anything is stored', async () => {
    await expect(
      requests.request([{ channel: 'email', message: email({ idempotencyKey: ' ' }) }]),
    ).rejects.toMatchObject({ code: 'INVALID_MESSAGE' });
    expect((await pool.query('select 1 from es_events')).rows).toEqual([]);
  });
});
