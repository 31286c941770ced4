import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { NotificationOutbox } from '@chegada/notifications';
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
    const keys = await redis.keys(`${app.config.REDIS_PREFIX}:notifications:*`);
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

describe('the reset token stays out of the queue and out of the outbox', () => {
  it('is sealed in the job: Redis never holds it, the e-mail still carries it', async () => {
    const app = await startRecoveryApp();
    try {
      const user = await seedUser(app);
      const token = await requestResetToken(app, user.email);
      const jobs = await queuedData(app);
      // The finished job is kept a day: its payload is what Redis held.
      expect(jobs).toContain(`"password-reset-`);
      expect(jobs).not.toContain(token);
      expect(jobs).toContain('{{secret:0}}');
    } finally {
      await app.close();
    }
  });

  it('is masked in the development outbox', async () => {
    const app = await startTestApp({
      ROLE: 'api,worker',
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
