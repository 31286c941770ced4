import { randomUUID } from 'node:crypto';
import { EVENT_STORE, type EventStore } from '@chegada/event-store';
import { startTestApp, type TestApp } from '@chegada/testing';
import type { CommandContext } from './command-context';
import { CommandPipeline, MAX_ATTEMPTS } from './command-pipeline';
import type { Decider } from './decider';

// A counter aggregate: the pipeline is generic, so the smallest decider shows its behaviour.
type Added = { type: 'Added'; data: { by: number } };
type Counter = { total: number };
const counter: Decider<{ add: number }, Added, Counter> = {
  decide: (command) => [{ type: 'Added', data: { by: command.add } }],
  evolve: (state, event) => ({ total: state.total + event.data.by }),
  initialState: () => ({ total: 0 }),
};

const contextOf = (expectedRevision?: number): CommandContext => ({
  actor: { id: randomUUID(), role: 'DEFAULT_USER', accountId: randomUUID() },
  commandId: randomUUID(),
  correlationId: randomUUID(),
  occurredAt: new Date().toISOString(),
  expectedRevision,
});

describe('CommandPipeline against the real event store', () => {
  let app: TestApp;
  let store: EventStore;

  beforeAll(async () => {
    app = await startTestApp();
    store = app.app.get<EventStore>(EVENT_STORE);
  });

  afterAll(() => app.close());

  const rivalAppend = (streamId: string) =>
    store.append(streamId, [
      {
        id: randomUUID(),
        type: 'Added',
        data: { by: 100 },
        metadata: {
          actorId: null,
          actorRole: 'SYSTEM',
          correlationId: randomUUID(),
          causationId: randomUUID(),
          occurredAt: new Date().toISOString(),
        },
      },
    ]);

  /**
   * The real store, except that another writer appends right after each of the first `times`
   * reads: the conflict two concurrent requests produce, made deterministic.
   */
  const pipelineWithRival = (times: number) => {
    let remaining = times;
    const contested: EventStore = {
      append: (...args) => store.append(...args),
      readAll: (...args) => store.readAll(...args),
      subscribeToAll: (...args) => store.subscribeToAll(...args),
      ping: () => store.ping(),
      close: () => store.close(),
      readStream: async (streamId, options) => {
        const events = await store.readStream(streamId, options);
        if (remaining > 0) {
          remaining -= 1;
          await rivalAppend(streamId);
        }
        return events;
      },
    };
    return new CommandPipeline(contested);
  };

  const run = (pipeline: CommandPipeline, streamId: string, context = contextOf()) =>
    pipeline.run({
      streamId,
      decider: counter,
      command: { add: 1 },
      context,
      authorize: () => undefined,
    });

  it('re-decides on fresh state when another writer got in first', async () => {
    const streamId = `counter-${randomUUID()}`;
    const outcome = await run(pipelineWithRival(2), streamId);
    expect(outcome).toMatchObject({ state: { total: 201 }, revision: 2 });
    expect((await store.readStream(streamId)).map((event) => event.data)).toEqual([
      { by: 100 },
      { by: 100 },
      { by: 1 },
    ]);
  });

  it(`gives up with CONCURRENCY_CONFLICT after ${MAX_ATTEMPTS} lost races`, async () => {
    const streamId = `counter-${randomUUID()}`;
    await expect(run(pipelineWithRival(MAX_ATTEMPTS), streamId)).rejects.toMatchObject({
      code: 'CONCURRENCY_CONFLICT',
    });
    expect(await store.readStream(streamId)).toHaveLength(MAX_ATTEMPTS);
  });

  it('never retries a caller who expected a revision: STALE_REVISION with the current one', async () => {
    const streamId = `counter-${randomUUID()}`;
    await run(app.app.get(CommandPipeline), streamId);
    await expect(run(pipelineWithRival(1), streamId, contextOf(0))).rejects.toMatchObject({
      code: 'STALE_REVISION',
      values: { currentRevision: 1 },
    });
    expect(await store.readStream(streamId)).toHaveLength(2);
  });

  it('appends nothing when the decider decides nothing', async () => {
    const streamId = `counter-${randomUUID()}`;
    const outcome = await app.app.get(CommandPipeline).run({
      streamId,
      decider: { ...counter, decide: () => [] },
      command: { add: 1 },
      context: contextOf(),
      authorize: () => undefined,
    });
    expect(outcome).toEqual({ state: { total: 0 }, revision: -1, events: [] });
  });
});
