import type { ReadStreamOptions } from '../event-store.port';
import type { GetSubject } from './event-store.contract';
import { aMetadata, anEvent, ids, readAllUntil, someEvents, uniquePrefix } from './fixtures';

export const readContract = (getSubject: GetSubject): void => {
  let prefix: string;
  beforeEach(() => {
    prefix = uniquePrefix();
  });
  const store = () => getSubject().store;

  it('readStream returns a recorded event as it was appended', async () => {
    const event = anEvent({
      type: 'GuestCheckedIn',
      data: { guest: { name: 'Ana', documents: ['rg', 'cpf'] }, adults: 2, pet: false },
      metadata: aMetadata({ guestLink: 'reservation:guest-2', ip: '203.0.113.7' }),
    });
    const before = Date.now();
    const { position } = await store().append(`${prefix}s`, [event], { streamState: 'no_stream' });
    const [recorded] = await store().readStream(`${prefix}s`);
    expect(recorded).toMatchObject({ ...event, streamId: `${prefix}s`, revision: 0, position });
    expect(recorded?.recordedAt).toBeInstanceOf(Date);
    // Clocks of the store and the test may differ a little.
    expect(Math.abs((recorded?.recordedAt.getTime() ?? 0) - before)).toBeLessThan(60_000);
  });

  it('readStream reads forwards and backwards, from a revision, up to maxCount', async () => {
    const streamId = `${prefix}s`;
    const events = someEvents(6);
    await store().append(streamId, events, { streamState: 'no_stream' });
    const read = async (options: ReadStreamOptions) =>
      (await store().readStream(streamId, options)).map((event) => event.revision);

    expect(await read({})).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await read({ fromRevision: 'start', direction: 'forwards' })).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
    expect(await read({ fromRevision: 2 })).toEqual([2, 3, 4, 5]);
    expect(await read({ fromRevision: 2, maxCount: 2 })).toEqual([2, 3]);
    expect(await read({ direction: 'backwards' })).toEqual([5, 4, 3, 2, 1, 0]);
    expect(await read({ direction: 'backwards', fromRevision: 'end', maxCount: 1 })).toEqual([5]);
    expect(await read({ direction: 'backwards', fromRevision: 3, maxCount: 2 })).toEqual([3, 2]);
    expect(await read({ fromRevision: 6 })).toEqual([]);
    expect(ids(await store().readStream(streamId))).toEqual(ids(events));
  });

  it('readStream returns an empty list for a stream that does not exist', async () => {
    expect(await store().readStream(`${prefix}missing`)).toEqual([]);
    expect(await store().readStream(`${prefix}missing`, { direction: 'backwards' })).toEqual([]);
  });

  it('readAll reads after a position (exclusive), up to maxCount, in stream order', async () => {
    const a = someEvents(3);
    const b = someEvents(2);
    const first = await store().append(`${prefix}a`, a.slice(0, 1), { streamState: 'no_stream' });
    await store().append(`${prefix}b`, b, { streamState: 'no_stream' });
    await store().append(`${prefix}a`, a.slice(1), { streamState: 0 });
    const filter = { streamPrefixes: [prefix] };

    const all = await readAllUntil(store(), { filter }, (events) => events.length >= 5);
    expect(ids(all)).toEqual(ids([...a.slice(0, 1), ...b, ...a.slice(1)]));
    expect(all[0]?.position).toBe(first.position);

    const after = await readAllUntil(
      store(),
      { fromPosition: first.position, maxCount: 3, filter },
      (events) => events.length >= 3,
    );
    expect(ids(after)).toEqual(ids([...b, ...a.slice(1, 2)]));

    const rest = await store().readAll({ fromPosition: after[2]?.position, filter });
    expect(ids(rest)).toEqual(ids(a.slice(2)));
  });

  it('readAll filters by stream prefix and by event type', async () => {
    const booked = anEvent({ type: 'ReservationBooked' });
    const checkedIn = anEvent({ type: 'GuestCheckedIn' });
    const other = anEvent({ type: 'ReservationBooked' });
    await store().append(`${prefix}reservation-1`, [booked, checkedIn]);
    await store().append(`${prefix}property-1`, [other]);
    const read = (filter: { streamPrefixes: string[]; eventTypes?: string[] }, count: number) =>
      readAllUntil(store(), { filter }, (events) => events.length >= count);

    expect(ids(await read({ streamPrefixes: [`${prefix}reservation-`] }, 2))).toEqual(
      ids([booked, checkedIn]),
    );
    expect(
      ids(await read({ streamPrefixes: [prefix], eventTypes: ['ReservationBooked'] }, 2)),
    ).toEqual(ids([booked, other]));
    expect(
      ids(
        await read(
          {
            streamPrefixes: [`${prefix}property-`, `${prefix}reservation-`],
            eventTypes: ['GuestCheckedIn'],
          },
          1,
        ),
      ),
    ).toEqual(ids([checkedIn]));
  });
};
