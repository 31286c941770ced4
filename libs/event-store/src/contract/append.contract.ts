import { WrongExpectedVersion } from '../errors';
import type { AppendOptions, EventData } from '../event-store.port';
import type { GetSubject } from './event-store.contract';
import { ids, readAllUntil, someEvents, uniquePrefix } from './fixtures';

const rejectionOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('The append succeeded; it should have been refused');
    },
    (error: unknown) => error,
  );

export const appendContract = (getSubject: GetSubject): void => {
  let prefix: string;
  beforeEach(() => {
    prefix = uniquePrefix();
  });

  const append = (streamId: string, events: EventData[], options?: AppendOptions) =>
    getSubject().store.append(`${prefix}${streamId}`, events, options);
  const appendCount = (streamId: string, count: number, options?: AppendOptions) =>
    append(streamId, someEvents(count), options);
  const revisionsOf = async (streamId: string): Promise<number[]> =>
    (await getSubject().store.readStream(`${prefix}${streamId}`)).map((event) => event.revision);
  const expectRefusal = async (
    refused: Promise<unknown>,
    streamId: string,
    expected: WrongExpectedVersion['expected'],
    actual: WrongExpectedVersion['actual'],
  ): Promise<void> => {
    const error = await rejectionOf(refused);
    expect(error).toBeInstanceOf(WrongExpectedVersion);
    expect(error).toMatchObject({
      code: 'WRONG_EXPECTED_VERSION',
      streamId: `${prefix}${streamId}`,
      expected,
      actual,
    });
  };

  it('any: creates a stream, then extends it; leaving the state out means any', async () => {
    expect(await appendCount('s', 2, { streamState: 'any' })).toMatchObject({
      nextExpectedRevision: 1,
    });
    expect((await appendCount('s', 1, { streamState: 'any' })).nextExpectedRevision).toBe(2);
    expect((await appendCount('s', 1)).nextExpectedRevision).toBe(3);
    expect(await revisionsOf('s')).toEqual([0, 1, 2, 3]);
  });

  it('no_stream: creates a new stream', async () => {
    const result = await appendCount('s', 3, { streamState: 'no_stream' });
    expect(result.nextExpectedRevision).toBe(2);
    expect(typeof result.position).toBe('string');
    expect(await revisionsOf('s')).toEqual([0, 1, 2]);
  });

  it('no_stream: refuses an existing stream and writes nothing', async () => {
    await appendCount('s', 2, { streamState: 'no_stream' });
    await expectRefusal(appendCount('s', 1, { streamState: 'no_stream' }), 's', 'no_stream', 1);
    expect(await revisionsOf('s')).toEqual([0, 1]);
  });

  it('stream_exists: refuses a new stream and creates nothing', async () => {
    const refused = appendCount('s', 1, { streamState: 'stream_exists' });
    await expectRefusal(refused, 's', 'stream_exists', 'no_stream');
    expect(await revisionsOf('s')).toEqual([]);
  });

  it('stream_exists: extends an existing stream', async () => {
    await appendCount('s', 1, { streamState: 'no_stream' });
    const result = await appendCount('s', 2, { streamState: 'stream_exists' });
    expect(result.nextExpectedRevision).toBe(2);
    expect(await revisionsOf('s')).toEqual([0, 1, 2]);
  });

  it('exact revision: extends the stream when it is the revision of the last event', async () => {
    const first = await appendCount('s', 2, { streamState: 'no_stream' });
    const second = await appendCount('s', 1, { streamState: first.nextExpectedRevision });
    expect(second.nextExpectedRevision).toBe(2);
    expect(second.position).not.toBe(first.position);
    expect(await revisionsOf('s')).toEqual([0, 1, 2]);
  });

  it('exact revision: refuses a stale, a future and a missing-stream revision', async () => {
    await appendCount('s', 2, { streamState: 'no_stream' });
    await expectRefusal(appendCount('s', 1, { streamState: 0 }), 's', 0, 1);
    await expectRefusal(appendCount('s', 1, { streamState: 5 }), 's', 5, 1);
    await expectRefusal(appendCount('new', 1, { streamState: 0 }), 'new', 0, 'no_stream');
    expect(await revisionsOf('s')).toEqual([0, 1]);
  });

  it('writers of any state and of exact revisions racing on one stream: each any lands once', async () => {
    await appendCount('race', 1, { streamState: 'no_stream' });
    const exact = async (): Promise<number> => {
      let landed = 0;
      for (let revision = 0; revision < 60; revision += 1) {
        landed += await appendCount('race', 1, { streamState: revision }).then(
          () => 1,
          (error: unknown) => {
            if (error instanceof WrongExpectedVersion) return 0;
            throw error;
          },
        );
      }
      return landed;
    };
    const any = async (): Promise<number> => {
      for (let round = 0; round < 30; round += 1) await appendCount('race', 1);
      return 30;
    };
    const landed = await Promise.all([exact(), exact(), any(), any()]);
    const total = 1 + landed.reduce((sum, count) => sum + count, 0);
    expect(await revisionsOf('race')).toEqual(Array.from({ length: total }, (_, index) => index));
  });

  it('re-appending the same event ids is idempotent, whatever the stream state', async () => {
    const created = someEvents(2);
    const extension = someEvents(2);
    const first = await append('s', created, { streamState: 'no_stream' });
    const second = await append('s', extension, { streamState: 1 });
    await append('s', someEvents(1), { streamState: 3 });

    expect(await append('s', created, { streamState: 'no_stream' })).toMatchObject({
      nextExpectedRevision: first.nextExpectedRevision,
    });
    expect(await append('s', extension, { streamState: 1 })).toMatchObject({
      nextExpectedRevision: second.nextExpectedRevision,
    });
    expect((await append('s', extension, { streamState: 'any' })).nextExpectedRevision).toBe(3);

    const stream = await getSubject().store.readStream(`${prefix}s`);
    expect(stream.map((event) => event.revision)).toEqual([0, 1, 2, 3, 4]);
    expect(ids(stream).slice(0, 4)).toEqual([...ids(created), ...ids(extension)]);
    const all = await readAllUntil(
      getSubject().store,
      { filter: { streamPrefixes: [prefix] } },
      (events) => events.length >= 5,
    );
    expect(ids(all)).toEqual(ids(stream));
  });

  it('appendToStreams: judges each stream as append would, and appends the accepted ones', async () => {
    await appendCount('taken', 1, { streamState: 'no_stream' });
    const fresh = someEvents(2);
    const store = getSubject().store;
    const settled = await store.appendToStreams([
      { streamId: `${prefix}new`, events: fresh, streamState: 'no_stream' },
      { streamId: `${prefix}taken`, events: someEvents(1), streamState: 'no_stream' },
      { streamId: `${prefix}taken`, events: someEvents(1), streamState: 0 },
    ]);
    expect(settled.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(settled[0]).toMatchObject({ value: { nextExpectedRevision: 1 } });
    expect(settled[2]).toMatchObject({ value: { nextExpectedRevision: 1 } });
    const refused = settled[1] as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(WrongExpectedVersion);
    expect(refused.reason).toMatchObject({ streamId: `${prefix}taken`, actual: 0 });
    expect(ids(await store.readStream(`${prefix}new`))).toEqual(ids(fresh));
    expect(await revisionsOf('taken')).toEqual([0, 1]);
    expect(await store.appendToStreams([])).toEqual([]);
  });
};
