import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Pool } from 'pg';
import pino from 'pino';
import { createDatabase } from '@chegada/database';
import { reservationStreamId } from '@chegada/domain';
import { EVENT_STORE, type EventStore } from '@chegada/event-store';
import {
  createEffectProcessor,
  EffectLogRepository,
  type EffectLogTable,
  type SideEffectHandler,
} from '@chegada/side-effects';
import {
  anOwner,
  startAccountsApp,
  startSmtpPeer,
  untilEffectsFinished,
  untilQueuesIdle,
  waitFor,
  type Member,
  type SmtpPeer,
  type TestApp,
} from '@chegada/testing';
import {
  startRedisServer,
  type RedisServer,
} from '../../../../../libs/side-effects/src/__fixtures__/redis-server';
import { aHostWithProperty, type Host } from '../../guest-form/__fixtures__/guest-form-fixtures';
import { PG_POOL } from '../../infrastructure';
import { createReservation } from '../../reservations/__fixtures__';
import { SIDE_EFFECT_HANDLERS } from '../../processes';
import { MESSAGES_QUEUE } from './message-effect';

/**
 * A worker dies while its SMTP transaction waits for the server, Redis loses every key, and a
 * new worker takes over: the guest still gets each message once. The worker is the real effect
 * processor; "dies" is what a SIGKILL leaves: its job and its effect-log claim never finish.
 */
describe('messages when a worker dies mid-send and Redis is flushed', () => {
  let redis: RedisServer;
  let smtp: SmtpPeer;
  let app: TestApp;
  let owner: Member;
  let host: Host;
  let releaseHeld: (error: Error) => void = () => undefined;
  const workers: Array<{ worker: Worker; connection: Redis }> = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    // The first transaction waits at MAIL FROM for as long as the test runs.
    smtp = await startSmtpPeer({
      onMailFrom: () =>
        smtp.transactions === 1
          ? new Promise<void>((_resolve, reject) => (releaseHeld = reject))
          : Promise.resolve(),
    });
    app = await startAccountsApp({
      ROLE: 'api,projections',
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
    });
    owner = await anOwner(app, 'Host');
    host = await aHostWithProperty(app, owner);
  });
  afterAll(async () => {
    releaseHeld(new Error('test over'));
    await Promise.all(workers.map(({ worker }) => worker.close(true)));
    workers.forEach(({ connection }) => connection.disconnect());
    await app.close();
    await Promise.all([smtp.close(), redis.stop()]);
  });

  const startMessagesWorker = () => {
    const handlers = app.app.get<symbol, SideEffectHandler[]>(SIDE_EFFECT_HANDLERS, {
      strict: false,
    });
    const pool = app.app.get<symbol, Pool>(PG_POOL);
    const processor = createEffectProcessor({
      handlers: new Map(handlers.map((handler) => [handler.name, handler])),
      effectLog: new EffectLogRepository(createDatabase<EffectLogTable>(pool)),
      eventStore: app.app.get<symbol, EventStore>(EVENT_STORE),
      leaseMs: 1_500,
      busyRecheckMs: 200,
      logger: pino({ level: 'silent' }),
    });
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    const worker = new Worker(MESSAGES_QUEUE, processor, {
      connection,
      prefix: app.config.REDIS_PREFIX,
    });
    worker.on('error', () => undefined);
    workers.push({ worker, connection });
    return worker;
  };
  const subjects = () => smtp.received.map((mail) => mail.subject);

  it('sends the guest link once', async () => {
    const first = startMessagesWorker();
    const id = await createReservation(app, owner, host.residenceId);
    await waitFor(
      async () => smtp.transactions,
      (count) => count === 1,
    );

    // SIGKILL: the job stops where it is; nothing marks it or its claim finished.
    await first.close(true);
    await redis.flushAll();
    startMessagesWorker();

    await waitFor(
      async () => subjects(),
      (seen) => seen.includes('Seu check-in em Casa Azul'),
      20_000,
    );
    // Done, and no job left that could send it again: only the messages worker runs here.
    await untilEffectsFinished(
      app,
      reservationStreamId(id),
      (name) => name === 'message-guest-link',
    );
    await untilQueuesIdle(app, [MESSAGES_QUEUE]);
    expect(subjects().filter((subject) => subject === 'Seu check-in em Casa Azul')).toHaveLength(1);
    const { rows } = await sql<{ status: string }>`
      select status from effect_log where handler = 'message-guest-link'`.execute(app.database.db);
    expect(rows).toEqual([{ status: 'completed' }]);
    const deliveries = await sql<{ status: string }>`
      select status from notification_deliveries
      where reservation_id = ${id} and channel = 'email'
      order by attempted_at`.execute(app.database.db);
    // The dead worker's attempt is still "sending": it never learnt how it ended.
    expect(deliveries.rows).toEqual([{ status: 'sending' }, { status: 'sent' }]);
  });
});
