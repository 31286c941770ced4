import { Queue } from 'bullmq';
import { DeadLetters } from './dead-letters';
import {
  createSideEffectsHarness,
  eventually,
  outboxEmailHandler,
  type SideEffectsHarness,
} from './__fixtures__/side-effects-harness';
import type { SideEffectHandler } from './side-effect-handler';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

jest.setTimeout(20_000);

describe('side effects: dispatcher, worker and effect log', () => {
  let harness: SideEffectsHarness;
  beforeAll(async () => (harness = await createSideEffectsHarness(REDIS_URL)));
  afterAll(() => harness.close());

  const outboxRows = (subjectPrefix: string) =>
    harness.count('select count(*) from notification_outbox where subject like $1', [
      `${subjectPrefix}%`,
    ]);

  it('runs each handler once per event it handles, even when every job is enqueued twice', async () => {
    const runs = new Map<string, number>();
    const handlers = [
      outboxEmailHandler(
        harness.outbox,
        { name: 'guest-welcome', eventTypes: ['GuestAdded'] },
        runs,
      ),
      outboxEmailHandler(
        harness.outbox,
        { name: 'host-digest', eventTypes: ['GuestAdded', 'GuestRemoved'], queue: 'digests' },
        runs,
      ),
    ];
    const added = [await harness.append('GuestAdded'), await harness.append('GuestAdded')];
    const removed = await harness.append('GuestRemoved');
    await harness.append('SomethingElse');
    harness.worker({ handlers });
    const first = harness.dispatcher({ name: 'once', handlers });

    const expected = [
      ...added.map((id) => `guest-welcome-${id}`),
      ...[...added, removed].map((id) => `host-digest-${id}`),
    ];
    await eventually(
      async () => ((await outboxRows('guest-welcome')) === 2 ? true : undefined),
      10_000,
      'welcome e-mails',
    );
    await eventually(
      async () => ((await outboxRows('host-digest')) === 3 ? true : undefined),
      10_000,
      'digests',
    );

    // BullMQ forgets completed jobs (removeOnComplete), and a dispatcher that starts over
    // from the beginning then enqueues every job anew: the effect log turns them into no-ops.
    await first.stop();
    const queues = ['side-effects', 'digests'].map(
      (name) => new Queue(name, { connection: { url: REDIS_URL }, prefix: harness.prefix }),
    );
    const completedCount = async () =>
      (await Promise.all(queues.map((queue) => queue.getCompletedCount()))).reduce(
        (sum, count) => sum + count,
        0,
      );
    // The outbox row is written before BullMQ marks its job completed: wait for the mark, or
    // a job of the first round could complete after the clean and be counted as redone.
    await eventually(
      async () => ((await completedCount()) === 5 ? true : undefined),
      10_000,
      'the first round marked completed',
    );
    for (const queue of queues) await queue.clean(0, 0, 'completed');
    await harness.pool.query(
      `delete from es_checkpoints where subscription_id = 'dispatcher:once'`,
    );
    harness.dispatcher({ name: 'once', handlers });
    const redone = await eventually(
      async () => {
        const jobs = (await Promise.all(queues.map((queue) => queue.getCompleted()))).flat();
        return jobs.length === 5 ? jobs : undefined;
      },
      10_000,
      'the jobs enqueued again',
    );
    await Promise.all(queues.map((queue) => queue.close()));

    expect(redone.map((job): unknown => job.returnvalue)).toEqual(Array(5).fill('already-done'));
    expect([...runs.keys()].sort()).toEqual(expected.sort());
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(await outboxRows('guest-welcome')).toBe(2);
    expect(await outboxRows('host-digest')).toBe(3);
  });

  it('keeps one active dispatcher; a standby takes over when it stops', async () => {
    const handlers = [{ name: 'noop', eventTypes: ['NeverAppended'] }];
    const one = harness.dispatcher({ name: 'single', handlers });
    await eventually(async () => (one.isActive() ? true : undefined), 5_000, 'an owner');
    const two = harness.dispatcher({ name: 'single', handlers });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(two.isActive()).toBe(false);
    await one.stop();
    await eventually(async () => (two.isActive() ? true : undefined), 5_000, 'the takeover');
  });

  it('makes a duplicate job wait while the effect runs, then finds it done', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const handler: SideEffectHandler = {
      name: 'slow-effect',
      eventTypes: ['SlowHappened'],
      queue: 'slow',
      run: async () => {
        runs += 1;
        await released;
      },
    };
    harness.worker({ handlers: [handler] });
    harness.dispatcher({ name: 'slow', handlers: [handler] });
    const id = await harness.append('SlowHappened');
    await eventually(async () => (runs === 1 ? true : undefined), 10_000, 'the first run');

    // What a re-enqueue after a Redis loss looks like to the worker: another job, same effect.
    const queue = new Queue('slow', { connection: { url: REDIS_URL }, prefix: harness.prefix });
    const [original] = await harness.eventStore.readStream(`guest-${id}`);
    const duplicate = await queue.add(
      'slow-effect',
      { eventId: id, streamId: `guest-${id}`, revision: original?.revision ?? 0 },
      { jobId: `slow-effect-${id}-again` },
    );
    await eventually(
      async () => ((await duplicate.isDelayed()) ? true : undefined),
      10_000,
      'the duplicate to wait',
    );
    release();
    const outcome = await eventually(
      async () => {
        const job = await queue.getJob(duplicate.id ?? '');
        return job?.finishedOn ? (job.returnvalue as unknown) : undefined;
      },
      10_000,
      'the duplicate to finish',
    );
    await queue.close();
    expect(outcome).toBe('already-done');
    expect(runs).toBe(1);
  });

  describe('failures', () => {
    let deadLetters: DeadLetters;
    const attemptsAt = new Map<string, number[]>();
    let providerDown = true;
    const record = (key: string) =>
      attemptsAt.set(key, [...(attemptsAt.get(key) ?? []), Date.now()]);
    const handlers: SideEffectHandler[] = [
      {
        name: 'flaky',
        eventTypes: ['FlakyHappened'],
        queue: 'failures',
        run: async (event, context) => {
          record(context.idempotencyKey);
          if (context.attempt <= 2) throw new Error(`transient failure ${context.attempt}`);
          await harness.outbox.sendEmail({
            to: 'a@example.com',
            subject: 'flaky',
            text: event.id,
            idempotencyKey: context.idempotencyKey,
          });
        },
      },
      {
        name: 'always-fails',
        eventTypes: ['DoomedHappened'],
        queue: 'failures',
        run: async (event, context) => {
          record(context.idempotencyKey);
          if (providerDown) throw new Error('provider down');
          await harness.outbox.sendEmail({
            to: 'a@example.com',
            subject: 'doomed',
            text: event.id,
            idempotencyKey: context.idempotencyKey,
          });
        },
      },
    ];

    beforeAll(() => {
      const retry = { attempts: 3, backoffMs: 200 };
      harness.worker({ handlers });
      harness.dispatcher({ name: 'failures', handlers, retry });
      deadLetters = new DeadLetters({
        redisUrl: REDIS_URL,
        prefix: harness.prefix,
        queues: ['failures'],
      });
    });
    afterAll(() => deadLetters.close());

    it('retries a failing effect with exponential backoff until it succeeds', async () => {
      const id = await harness.append('FlakyHappened');
      await eventually(
        async () => ((await outboxRows('flaky')) === 1 ? true : undefined),
        10_000,
        'the flaky effect',
      );
      const times = attemptsAt.get(`flaky-${id}`) ?? [];
      expect(times).toHaveLength(3);
      const [first = 0, second = 0, third = 0] = times;
      expect(second - first).toBeGreaterThanOrEqual(190);
      expect(third - second).toBeGreaterThanOrEqual(390);
      // The worker marks the entry completed just after the effect (the outbox row) is done.
      const entry = await eventually(
        async () => {
          const { rows } = await harness.pool.query<{ status: string; attempts: number }>(
            `select status, attempts from effect_log where handler = 'flaky' and event_id = $1`,
            [id],
          );
          return rows[0]?.status === 'completed' ? rows : undefined;
        },
        5_000,
        'the completed entry',
      );
      expect(entry).toEqual([{ status: 'completed', attempts: 3 }]);
    });

    it('puts an effect that keeps failing in the dead-letter queue, from which an admin retries it', async () => {
      const id = await harness.append('DoomedHappened');
      const page = await eventually(
        async () => {
          const found = await deadLetters.list({ page: 1, perPage: 10 });
          return found.items.some((item) => item.eventId === id) ? found : undefined;
        },
        10_000,
        'the dead letter',
      );
      expect(page.total).toBe(1);
      expect(page.items[0]).toMatchObject({
        queue: 'failures',
        jobId: `always-fails-${id}`,
        handler: 'always-fails',
        attemptsMade: 3,
        failedReason: 'provider down',
      });
      const { rows } = await harness.pool.query(
        `select status, attempts, last_error from effect_log where handler = 'always-fails' and event_id = $1`,
        [id],
      );
      expect(rows).toEqual([{ status: 'failed', attempts: 3, last_error: 'Error: provider down' }]);

      providerDown = false;
      expect(await deadLetters.retry('failures', `always-fails-${id}`)).toBe(true);
      await eventually(
        async () => ((await outboxRows('doomed')) === 1 ? true : undefined),
        10_000,
        'the retried effect',
      );
      expect((await deadLetters.list({ page: 1, perPage: 10 })).total).toBe(0);
    });
  });
});
