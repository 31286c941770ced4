import { randomUUID } from 'node:crypto';
import { EVENT_STORE, type EventStore } from '@chegada/event-store';
import { startTestApp, type TestApp } from '@chegada/testing';
import type { CommandContext } from './command-context';
import { EventSourcedCommands, MAX_ATTEMPTS } from './event-sourced-commands';
import type { Decider } from './decider';

// A counter aggregate: the executor is generic, so the smallest decider shows its behaviour.
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

describe('EventSourcedCommands against the real event store', () => {
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

  /** Commands over the real store, whose stream reads go through `readStream`. */
  const commandsReading = (readStream: EventStore['readStream']) =>
    new EventSourcedCommands({
      append: (...args) => store.append(...args),
      appendToStreams: (...args) => store.appendToStreams(...args),
      readAll: (...args) => store.readAll(...args),
      subscribeToAll: (...args) => store.subscribeToAll(...args),
      ping: () => store.ping(),
      close: () => store.close(),
      readStream,
    });

  /**
   * The real store, except that another writer appends right after each of the first `times`
   * reads: the conflict two concurrent requests produce, made deterministic.
   */
  const commandsWithRival = (times: number) => {
    let remaining = times;
    return commandsReading(async (streamId, options) => {
      const events = await store.readStream(streamId, options);
      if (remaining > 0) {
        remaining -= 1;
        await rivalAppend(streamId);
      }
      return events;
    });
  };

  const execute = (commands: EventSourcedCommands, streamId: string, context = contextOf()) =>
    commands.execute({
      streamId,
      decider: counter,
      command: { add: 1 },
      context,
      authorize: () => undefined,
    });

  it('re-decides on fresh state when another writer got in first', async () => {
    const streamId = `counter-${randomUUID()}`;
    const outcome = await execute(commandsWithRival(2), streamId);
    expect(outcome).toMatchObject({ state: { total: 201 }, revision: 2 });
    expect((await store.readStream(streamId)).map((event) => event.data)).toEqual([
      { by: 100 },
      { by: 100 },
      { by: 1 },
    ]);
  });

  it(`gives up with CONCURRENCY_CONFLICT after ${MAX_ATTEMPTS} lost races`, async () => {
    const streamId = `counter-${randomUUID()}`;
    await expect(execute(commandsWithRival(MAX_ATTEMPTS), streamId)).rejects.toMatchObject({
      code: 'CONCURRENCY_CONFLICT',
    });
    expect(await store.readStream(streamId)).toHaveLength(MAX_ATTEMPTS);
  });

  it('never retries a caller who expected a revision: STALE_REVISION with the current one', async () => {
    const streamId = `counter-${randomUUID()}`;
    await execute(app.app.get(EventSourcedCommands), streamId);
    await expect(execute(commandsWithRival(1), streamId, contextOf(0))).rejects.toMatchObject({
      code: 'STALE_REVISION',
      values: { currentRevision: 1 },
    });
    expect(await store.readStream(streamId)).toHaveLength(2);
  });

  it('appends nothing when the decider decides nothing', async () => {
    const streamId = `counter-${randomUUID()}`;
    const outcome = await app.app.get(EventSourcedCommands).execute({
      streamId,
      decider: { ...counter, decide: () => [] },
      command: { add: 1 },
      context: contextOf(),
      authorize: () => undefined,
    });
    expect(outcome).toEqual({ state: { total: 0 }, revision: -1, events: [] });
  });

  describe('with the state a command left cached', () => {
    /** The real store, counting the stream reads the commands ask for. */
    const countingCommands = () => {
      const reads = { count: 0 };
      const commands = commandsReading((streamId, options) => {
        reads.count += 1;
        return store.readStream(streamId, options);
      });
      return { commands, reads };
    };

    it('decides the next command on the same stream without reading it again', async () => {
      const { commands, reads } = countingCommands();
      const streamId = `counter-${randomUUID()}`;
      await execute(commands, streamId);
      await execute(commands, streamId);
      const third = await execute(commands, streamId);
      expect(third).toMatchObject({ state: { total: 3 }, revision: 2 });
      expect(reads.count).toBe(1);
    });

    it('re-decides on a fresh read when another writer moved the stream since', async () => {
      const { commands, reads } = countingCommands();
      const streamId = `counter-${randomUUID()}`;
      await execute(commands, streamId);
      await rivalAppend(streamId);
      const outcome = await execute(commands, streamId);
      expect(outcome).toMatchObject({ state: { total: 102 }, revision: 2 });
      expect((await store.readStream(streamId)).map((event) => event.data)).toEqual([
        { by: 1 },
        { by: 100 },
        { by: 1 },
      ]);
      expect(reads.count).toBe(2);
    });

    it('judges again on fresh state what the cached state refused', async () => {
      const { commands } = countingCommands();
      const streamId = `counter-${randomUUID()}`;
      // Refuses while the total is below 100: the cached state (1) would refuse for ever.
      const gated: typeof counter = {
        ...counter,
        decide: (command, state) => {
          if (state.total > 0 && state.total < 100) throw new Error('below 100');
          return counter.decide(command, state);
        },
      };
      const executeGated = () =>
        commands.execute({
          streamId,
          decider: gated,
          command: { add: 1 },
          context: contextOf(),
          authorize: () => undefined,
        });
      await executeGated();
      await rivalAppend(streamId);
      await expect(executeGated()).resolves.toMatchObject({ state: { total: 102 }, revision: 2 });
    });

    it('takes an If-Match ahead of the cached revision from a fresh read', async () => {
      const { commands } = countingCommands();
      const streamId = `counter-${randomUUID()}`;
      await execute(commands, streamId);
      await rivalAppend(streamId);
      const outcome = await execute(commands, streamId, contextOf(1));
      expect(outcome).toMatchObject({ state: { total: 102 }, revision: 2 });
    });

    it('still answers STALE_REVISION to an If-Match behind the stream', async () => {
      const { commands } = countingCommands();
      const streamId = `counter-${randomUUID()}`;
      await execute(commands, streamId);
      await execute(commands, streamId);
      await expect(execute(commands, streamId, contextOf(0))).rejects.toMatchObject({
        code: 'STALE_REVISION',
        values: { currentRevision: 1 },
      });
      expect(await store.readStream(streamId)).toHaveLength(2);
    });
  });
});
