import {
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type JSONType,
} from '@kurrent/kurrentdb-client';
import { WrongExpectedVersion } from '../errors';
import type { EventData, EventMetadata, Position } from '../event-store.port';
import {
  buildServerFilter,
  comparePositions,
  decodePosition,
  encodePosition,
  mapAppendError,
  matchesFilter,
  matchesNothing,
  toKurrentEvent,
  toKurrentStreamState,
  toRecordedEvent,
} from './kurrentdb-mapping';
import { toDeliverableEvent } from './kurrentdb-subscription';

const metadata = (overrides: Partial<EventMetadata> = {}): EventMetadata => ({
  actorId: 'user-1',
  actorRole: 'GUEST',
  guestLink: 'reservation-1/guest-2',
  correlationId: 'corr-1',
  causationId: 'cause-1',
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  occurredAt: '2025-11-21T12:00:00.000Z',
  ...overrides,
});

/** A $all read result as the client yields it. */
const resolved = (
  overrides: { streamId?: string; type?: string; commit?: bigint; metadata?: unknown } = {},
): AllStreamResolvedEvent => {
  const commit = overrides.commit ?? 100n;
  return {
    event: {
      streamId: overrides.streamId ?? 'reservation-1',
      id: '0b4f2a7e-5c1d-4e2b-9a61-3f1f0d2c9b11',
      isJson: true,
      revision: 3n,
      type: overrides.type ?? 'ReservationApproved',
      created: new Date('2025-11-21T12:00:01.000Z'),
      data: { reservationId: 'reservation-1' },
      metadata: (overrides.metadata ?? metadata()) as JSONType,
      position: { commit, prepare: commit },
    },
    commitPosition: commit,
  };
};

describe('positions', () => {
  it('encode to a string and decode back to the same bigints', () => {
    const position = { commit: 18446744073709551615n, prepare: 42n };
    expect(encodePosition(position)).toBe('18446744073709551615/42');
    expect(decodePosition(encodePosition(position))).toEqual(position);
  });

  it('reject a checkpoint that is not a KurrentDB position', () => {
    expect(() => decodePosition('1234' as Position)).toThrow(TypeError);
    expect(() => decodePosition('-1/-1' as Position)).toThrow(TypeError);
  });

  it('order by commit, then by prepare', () => {
    expect(comparePositions({ commit: 1n, prepare: 9n }, { commit: 2n, prepare: 0n })).toBe(-1);
    expect(comparePositions({ commit: 2n, prepare: 1n }, { commit: 2n, prepare: 0n })).toBe(1);
    expect(comparePositions({ commit: 2n, prepare: 1n }, { commit: 2n, prepare: 1n })).toBe(0);
  });
});

describe('toKurrentStreamState', () => {
  it.each([
    ['any', 'any'],
    ['no_stream', 'no_stream'],
    ['stream_exists', 'stream_exists'],
    [0, 0n],
    [41, 41n],
  ] as const)('maps %p to %p', (state, expected) => {
    expect(toKurrentStreamState(state)).toBe(expected);
  });

  it('refuses revisions that are negative or not integers', () => {
    expect(() => toKurrentStreamState(-1)).toThrow(RangeError);
    expect(() => toKurrentStreamState(1.5)).toThrow(RangeError);
  });
});

describe('mapAppendError', () => {
  const conflict = (
    expected: 'no_stream' | 'stream_exists' | 'any' | bigint,
    current: 'no_stream' | bigint,
  ) => new WrongExpectedVersionError(undefined, { streamName: 's-1', expected, current });

  it('turns a revision conflict into WrongExpectedVersion with numbers', () => {
    const mapped = mapAppendError(conflict(4n, 6n), 's-1', 4);
    expect(mapped).toBeInstanceOf(WrongExpectedVersion);
    expect(mapped).toMatchObject({ streamId: 's-1', expected: 4, actual: 6 });
  });

  it('reports a missing stream as no_stream', () => {
    const mapped = mapAppendError(conflict('stream_exists', 'no_stream'), 's-1', 'stream_exists');
    expect(mapped).toMatchObject({ expected: 'stream_exists', actual: 'no_stream' });
  });

  it('keeps what the caller asked for as the expected side', () => {
    const mapped = mapAppendError(conflict('no_stream', 0n), 's-1', 'no_stream');
    expect(mapped).toMatchObject({ expected: 'no_stream', actual: 0 });
  });

  it('leaves other errors, and a mismatch on any, unchanged', () => {
    const notFound = new StreamNotFoundError(undefined, 's-1');
    expect(mapAppendError(notFound, 's-1', 0)).toBe(notFound);
    const onAny = conflict('any', 3n);
    expect(mapAppendError(onAny, 's-1', 'any')).toBe(onAny);
  });
});

describe('buildServerFilter', () => {
  it('drops system events when the caller filters nothing', () => {
    expect(buildServerFilter()).toMatchObject({ filterOn: 'eventType', regex: '^[^$].*' });
  });

  it('narrows by exact event type, escaping regex characters', () => {
    const filter = buildServerFilter({ eventTypes: ['GuestAdded', 'Fee.Charged+V2'] });
    expect(filter).toMatchObject({ filterOn: 'eventType' });
    const regex = new RegExp('regex' in filter ? filter.regex : '');
    expect(regex.test('GuestAdded')).toBe(true);
    expect(regex.test('Fee.Charged+V2')).toBe(true);
    expect(regex.test('GuestAddedV2')).toBe(false);
    expect(regex.test('FeexChargedV2')).toBe(false);
    expect(regex.test('$metadata')).toBe(false);
  });

  it('narrows by stream prefix when no event type is given', () => {
    expect(buildServerFilter({ streamPrefixes: ['reservation-'] })).toMatchObject({
      filterOn: 'streamName',
      prefixes: ['reservation-'],
    });
  });
});

describe('matchesFilter', () => {
  const both = { streamPrefixes: ['reservation-', 'property-'], eventTypes: ['GuestAdded'] };

  it('needs both a matching prefix and a matching type', () => {
    expect(matchesFilter(both, { streamId: 'property-9', type: 'GuestAdded' })).toBe(true);
    expect(matchesFilter(both, { streamId: 'user-9', type: 'GuestAdded' })).toBe(false);
    expect(matchesFilter(both, { streamId: 'reservation-1', type: 'GuestRemoved' })).toBe(false);
  });

  it('matches nothing with an empty list, as the PostgreSQL adapter does', () => {
    const event = { streamId: 'reservation-1', type: 'GuestAdded' };
    expect(matchesFilter({ eventTypes: [] }, event)).toBe(false);
    expect(matchesFilter({ streamPrefixes: [] }, event)).toBe(false);
    expect(matchesNothing({ streamPrefixes: [] })).toBe(true);
    expect(matchesNothing({ streamPrefixes: ['reservation-'] })).toBe(false);
  });

  it('never lets a system stream or type through, even without a filter', () => {
    expect(matchesFilter({}, { streamId: '$stats-0.0.0.0:2113', type: 'Stats' })).toBe(false);
    expect(matchesFilter({}, { streamId: 'reservation-1', type: '$>' })).toBe(false);
    expect(matchesFilter({}, { streamId: 'reservation-1', type: 'GuestAdded' })).toBe(true);
  });
});

describe('events', () => {
  it('write as JSON events with our id, type, data and metadata', () => {
    const event: EventData = {
      id: '0b4f2a7e-5c1d-4e2b-9a61-3f1f0d2c9b11',
      type: 'ReservationApproved',
      data: { reservationId: 'reservation-1' },
      metadata: metadata(),
    };
    expect(toKurrentEvent(event)).toEqual({ ...event, contentType: 'application/json' });
  });

  it('read back with every metadata field, the revision and the position', () => {
    expect(toRecordedEvent(resolved())).toEqual({
      id: '0b4f2a7e-5c1d-4e2b-9a61-3f1f0d2c9b11',
      type: 'ReservationApproved',
      data: { reservationId: 'reservation-1' },
      metadata: metadata(),
      streamId: 'reservation-1',
      revision: 3,
      position: '100/100',
      recordedAt: new Date('2025-11-21T12:00:01.000Z'),
    });
  });

  it('give events without our metadata a system actor instead of failing', () => {
    const recorded = toRecordedEvent(resolved({ metadata: 'not an object' }));
    expect(recorded?.metadata).toMatchObject({ actorId: null, actorRole: 'SYSTEM' });
  });

  it('skip an unresolved link', () => {
    expect(toRecordedEvent({ commitPosition: 5n })).toBeUndefined();
  });
});

describe('toDeliverableEvent', () => {
  const after = { commit: 100n, prepare: 100n };

  it('skips the event at the starting position, which KurrentDB returns inclusively', () => {
    expect(toDeliverableEvent(resolved({ commit: 100n }), after, {})).toBeUndefined();
    expect(toDeliverableEvent(resolved({ commit: 101n }), after, {})?.position).toBe('101/101');
  });

  it('delivers everything from the start and applies the filter', () => {
    expect(toDeliverableEvent(resolved({ commit: 0n }), undefined, {})).toBeDefined();
    const filter = { streamPrefixes: ['property-'] };
    expect(toDeliverableEvent(resolved(), undefined, filter)).toBeUndefined();
  });
});
