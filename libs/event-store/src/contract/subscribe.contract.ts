import type { SubscribeToAllOptions } from '../event-store.port';
import { collect } from './collector';
import type { GetSubject } from './event-store.contract';
import { aMetadata, anEvent, ids, sleep, someEvents, uniquePrefix } from './fixtures';

export const subscribeContract = (getSubject: GetSubject): void => {
  let prefix: string;
  beforeEach(() => {
    prefix = uniquePrefix();
  });
  const store = () => getSubject().store;
  const subscribe = (options: SubscribeToAllOptions) => collect(store().subscribeToAll(options));
  /** A position just before the test's events, as a projection's stored checkpoint would be. */
  const markPosition = async () =>
    (await store().append(`${prefix}marker`, [anEvent()], { streamState: 'no_stream' })).position;

  it('catches up from the start, then delivers live events; unsubscribe ends it', async () => {
    const past = someEvents(3);
    await store().append(`${prefix}s-1`, past, { streamState: 'no_stream' });
    const subscription = subscribe({ filter: { streamPrefixes: [`${prefix}s-`] } });
    await subscription.waitForCount(3);
    const live = someEvents(2);
    await store().append(`${prefix}s-2`, live.slice(0, 1), { streamState: 'no_stream' });
    await store().append(`${prefix}s-1`, live.slice(1), { streamState: 2 });
    await subscription.waitForCount(5);
    await subscription.stop();
    expect(ids(subscription.events)).toEqual(ids([...past, ...live]));
    expect(subscription.events.map((event) => event.revision)).toEqual([0, 1, 2, 0, 3]);
  });

  it('resumes after a stored position, exclusive', async () => {
    const events = someEvents(5);
    await store().append(`${prefix}s`, events, { streamState: 'no_stream' });
    const [, second] = await store().readStream(`${prefix}s`);
    const subscription = subscribe({
      fromPosition: second?.position,
      filter: { streamPrefixes: [prefix] },
    });
    await subscription.waitForCount(3);
    await sleep(100);
    await subscription.stop();
    expect(ids(subscription.events)).toEqual(ids(events.slice(2)));
  });

  it("from 'end' delivers only what is appended after subscribing", async () => {
    await store().append(`${prefix}s`, someEvents(2), { streamState: 'no_stream' });
    const subscription = subscribe({ fromPosition: 'end', filter: { streamPrefixes: [prefix] } });
    // The port has no "ready" signal; give the subscription time to take its start point.
    await sleep(300);
    const later = someEvents(1);
    await store().append(`${prefix}s`, later, { streamState: 1 });
    await subscription.waitForCount(1);
    await sleep(100);
    await subscription.stop();
    expect(ids(subscription.events)).toEqual(ids(later));
  });

  it('filters by stream prefix and by event type', async () => {
    const from = await markPosition();
    const booked = anEvent({ type: 'ReservationBooked' });
    const checkedIn = anEvent({ type: 'GuestCheckedIn' });
    const otherBooked = anEvent({ type: 'ReservationBooked' });
    const byPrefix = subscribe({
      fromPosition: from,
      filter: { streamPrefixes: [`${prefix}res-`] },
    });
    const byType = subscribe({
      fromPosition: from,
      filter: { streamPrefixes: [prefix], eventTypes: ['ReservationBooked'] },
    });
    await store().append(`${prefix}res-1`, [booked, checkedIn]);
    await store().append(`${prefix}property-1`, [otherBooked]);
    await Promise.all([byPrefix.waitForCount(2), byType.waitForCount(2)]);
    await sleep(100);
    await Promise.all([byPrefix.stop(), byType.stop()]);
    expect(ids(byPrefix.events)).toEqual(ids([booked, checkedIn]));
    expect(ids(byType.events)).toEqual(ids([booked, otherBooked]));
  });

  it('delivers metadata and data as appended', async () => {
    const from = await markPosition();
    const event = anEvent({
      type: 'GuestDocumentSent',
      data: { document: { kind: 'CPF', number: '123.456.789-09' }, acceptedTerms: true },
      metadata: aMetadata({
        actorId: null,
        actorRole: 'GUEST',
        guestLink: 'd3b07384-d9a0-4c9b-8f2e-6a1f0c2b7e11:guest-1',
        ip: '2001:db8::1',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
        occurredAt: '2026-12-24T18:30:00.000-03:00',
      }),
    });
    const subscription = subscribe({ fromPosition: from, filter: { streamPrefixes: [prefix] } });
    await store().append(`${prefix}s`, [event], { streamState: 'no_stream' });
    await subscription.waitForCount(1);
    await subscription.stop();
    const [delivered] = subscription.events;
    expect(delivered).toMatchObject({ ...event, streamId: `${prefix}s`, revision: 0 });
    expect(delivered?.metadata).toEqual(event.metadata);
    expect(delivered?.recordedAt).toBeInstanceOf(Date);
  });
};
