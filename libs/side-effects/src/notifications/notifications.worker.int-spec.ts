import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Pool } from 'pg';
import pino from 'pino';
import {
  NOTIFICATIONS_QUEUE,
  NotificationJobs,
  NotificationOutbox,
  notificationJobId,
  type EmailMessage,
  type NotificationSender,
} from '@chegada/notifications';
import { createTestDatabase, type TestDatabase } from '@chegada/testing';
import { eventually, sleep } from '../__fixtures__/side-effects-harness';
import { startNotificationsWorker, type RunningNotificationsWorker } from './notifications.worker';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const email = (overrides: Partial<EmailMessage> = {}): EmailMessage => ({
  to: 'host@example.com',
  subject: 'Redefinição de senha',
  text: 'Olá',
  idempotencyKey: `key-${randomUUID()}`,
  ...overrides,
});

/** A provider that is down for its first `outages` calls, then delivers through the outbox. */
const flakyProvider = (outbox: NotificationOutbox, outages: number): NotificationSender => {
  let calls = 0;
  const down = () => {
    calls += 1;
    if (calls <= outages) throw new Error('provider unavailable');
  };
  return {
    sendEmail: async (message) => (down(), outbox.sendEmail(message)),
    sendWhatsAppTemplate: async (message) => (down(), outbox.sendWhatsAppTemplate(message)),
  };
};

describe('notification jobs: NotificationJobs and the notifications worker', () => {
  let database: TestDatabase;
  let pool: Pool;
  let outbox: NotificationOutbox;
  let prefix: string;
  let jobs: NotificationJobs;
  let queue: Queue;
  let worker: RunningNotificationsWorker | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new Pool({ connectionString: database.url, max: 4 });
    outbox = new NotificationOutbox(pool);
  });
  beforeEach(() => {
    prefix = `t-${randomUUID().slice(0, 8)}`;
    jobs = new NotificationJobs(REDIS_URL, prefix, { attempts: 3, backoffMs: 20 });
    queue = new Queue(NOTIFICATIONS_QUEUE, { connection: { url: REDIS_URL }, prefix });
  });
  afterEach(async () => {
    await worker?.close();
    worker = undefined;
    await queue.obliterate({ force: true });
    await Promise.all([queue.close(), jobs.close()]);
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  const startWorker = (sender: NotificationSender = outbox) =>
    (worker = startNotificationsWorker({
      redisUrl: REDIS_URL,
      prefix,
      sender,
      logger: pino({ level: 'silent' }),
    }));
  const sentWith = async (key: string) =>
    (await outbox.list({ perPage: 100 })).items.filter((item) => item.idempotencyKey === key);
  const finished = (key: string) =>
    eventually(
      async () => {
        const job = await queue.getJob(notificationJobId(key));
        return job?.finishedOn ? job : undefined;
      },
      10_000,
      `job ${key} to finish`,
    );

  it('sends a message once when the same key is enqueued twice', async () => {
    const key = `reset-${randomUUID()}`;
    await jobs.enqueueEmail(email({ idempotencyKey: key, subject: 'first' }));
    await jobs.enqueueEmail(email({ idempotencyKey: key, subject: 'second' }));
    expect(await queue.getJobCounts('waiting')).toEqual({ waiting: 1 });
    startWorker();

    const job = await finished(key);
    expect(job.returnvalue).toEqual({ messageId: expect.any(String), duplicate: false });
    expect(await sentWith(key)).toEqual([
      expect.objectContaining({ channel: 'email', to: 'host@example.com', subject: 'first' }),
    ]);
  });

  it('still sends once when the key comes back after its job left Redis', async () => {
    startWorker();
    const key = `contact:${randomUUID()}`;
    await jobs.enqueueEmail(email({ idempotencyKey: key }));
    await finished(key);
    await queue.clean(0, 0, 'completed');
    await jobs.enqueueEmail(email({ idempotencyKey: key }));

    const again = await finished(key);
    expect(again.returnvalue).toMatchObject({ duplicate: true });
    expect(await sentWith(key)).toHaveLength(1);
  });

  it('sends WhatsApp templates through the same queue', async () => {
    startWorker();
    const key = `whatsapp-${randomUUID()}`;
    await jobs.enqueueWhatsAppTemplate({
      to: '+5511987654321',
      template: 'checkin_link',
      language: 'pt_BR',
      idempotencyKey: key,
    });
    await finished(key);
    expect(await sentWith(key)).toEqual([
      expect.objectContaining({ channel: 'whatsapp', template: 'checkin_link' }),
    ]);
  });

  it('retries with backoff while the provider is down', async () => {
    startWorker(flakyProvider(outbox, 2));
    const key = `retry-${randomUUID()}`;
    await jobs.enqueueEmail(email({ idempotencyKey: key }));

    const job = await finished(key);
    expect(job).toMatchObject({ attemptsMade: 3, failedReason: 'provider unavailable' });
    expect(await job.isCompleted()).toBe(true);
    expect(await sentWith(key)).toHaveLength(1);
  });

  it('gives up at once on a message no provider can accept', async () => {
    startWorker();
    const key = `bad-${randomUUID()}`;
    await jobs.enqueueEmail(email({ idempotencyKey: key, to: 'not-an-address' }));

    const job = await finished(key);
    expect(await job.isFailed()).toBe(true);
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toContain('INVALID_RECIPIENT');
    await sleep(100);
    expect(await sentWith(key)).toEqual([]);
  });

  it('refuses a message without an idempotency key before it reaches Redis', async () => {
    await expect(jobs.enqueueEmail(email({ idempotencyKey: ' ' }))).rejects.toMatchObject({
      code: 'INVALID_MESSAGE',
    });
    expect(await queue.count()).toBe(0);
  });
});
