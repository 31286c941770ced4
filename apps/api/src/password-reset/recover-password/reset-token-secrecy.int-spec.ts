import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import { NotificationOutbox } from '@chegada/messaging';
import { eventually, startTestApp, type TestApp } from '@chegada/testing';
import {
  PUBLIC_URL,
  recoverPassword,
  requestResetToken,
  seedUser,
  startRecoveryApp,
} from '../__fixtures__/password-reset.fixtures';

/** Every job payload Redis holds under the app's prefix. */
const queuedData = async (app: TestApp): Promise<string> => {
  const redis = new Redis(app.config.REDIS_URL);
  try {
    const keys = await redis.keys(`${app.config.REDIS_PREFIX}:*`);
    const values = await Promise.all(
      keys.map(async (key) =>
        (await redis.type(key)) === 'hash' ? JSON.stringify(await redis.hgetall(key)) : '',
      ),
    );
    return values.join('\n');
  } finally {
    redis.disconnect();
  }
};

/** The requested messages as the event log keeps them, and whether each one's key is gone. */
const requestedMessages = async (app: TestApp) => {
  const { rows } = await sql<{ data: unknown; shredded: boolean }>`
    select e.data, k.wrapped_key is null as shredded
    from es_events e left join personal_data_keys k on k.subject_id = e.stream_id
    where e.event_type = 'MessageRequested'`.execute(app.database.db);
  return rows;
};

describe('the reset token stays out of the queue, the event log and the outbox', () => {
  it('is sealed in the request, its key shredded once sent; the e-mail still carries it', async () => {
    const app = await startRecoveryApp();
    try {
      const user = await seedUser(app);
      const token = await requestResetToken(app, user.email);
      const jobs = await queuedData(app);
      // The finished job is kept a day: its payload (the event's reference) is what Redis held.
      expect(jobs).toContain('send-message');
      expect(jobs).not.toContain(token);
      const requests = await eventually(
        async () => {
          const found = await requestedMessages(app);
          return found.length === 1 && found[0]?.shredded ? found : undefined;
        },
        10_000,
        'the request shredded',
      );
      const stored = JSON.stringify(requests);
      expect(stored).toContain('$sealed');
      expect(stored).not.toContain(token);
      expect(stored).not.toContain(user.email);
    } finally {
      await app.close();
    }
  });

  it('is masked in the development outbox', async () => {
    const app = await startTestApp({
      PROCESS: 'api,projections,worker',
      PUBLIC_URL,
      REDIS_PREFIX: `test-${randomUUID()}`,
    });
    try {
      const user = await seedUser(app);
      expect((await recoverPassword(app, { email: user.email })).status).toBe(200);
      const [mail] = await eventually(
        async () => {
          const { items } = await app.app.get(NotificationOutbox).list();
          const mine = items.filter((item) => item.to === user.email);
          return mine.length > 0 ? mine : undefined;
        },
        10_000,
        'the reset e-mail in the outbox',
      );
      const text = mail?.channel === 'email' ? mail.text : '';
      expect(text).toMatch(new RegExp(`${PUBLIC_URL}/recover\\?token=•{43}`));
    } finally {
      await app.close();
    }
  });
});
