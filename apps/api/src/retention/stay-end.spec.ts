import { ReservationStatus } from '@chegada/domain';
import type { Position, RecordedEvent } from '@chegada/event-store';
import { stayEndDateOf } from './stay-end';

/** A "finish checkout" said to have happened at `occurredAt`, by a person or the system. */
const aFinish = (occurredAt: string, actorRole = 'DEFAULT_USER'): RecordedEvent => ({
  id: occurredAt,
  type: 'CheckoutFinished',
  data: {},
  metadata: { actorId: null, actorRole, correlationId: 'c', causationId: 'c', occurredAt },
  streamId: 'reservation-r1',
  revision: 4,
  position: '4' as Position,
  recordedAt: new Date('2030-01-01T00:00:00Z'),
});

const FINISHED = ReservationStatus.CHECKOUT_FINISHED;
const PLANNED = '2027-03-13T11:00:00-03:00';

describe('the day a stay ended, which retention counts from', () => {
  it('is its checkout date while no one finished it, whatever its status', () => {
    expect(stayEndDateOf({ checkOut: PLANNED, status: ReservationStatus.ENDED }, [])).toBe(
      '2027-03-13',
    );
    expect(stayEndDateOf({ checkOut: '2027-03-13', status: FINISHED }, [])).toBe('2027-03-13');
  });

  it('is the day in Brasília the host finished it, when that came first', () => {
    // 01:30 UTC on the 10th is still the 9th in Brasília.
    const events = [aFinish('2027-03-10T01:30:00Z')];
    expect(stayEndDateOf({ checkOut: PLANNED, status: FINISHED }, events)).toBe('2027-03-09');
  });

  it('stays the checkout date for a later finish, a finish the system made, or a stay not finished', () => {
    const late = [aFinish('2027-03-20T12:00:00Z')];
    expect(stayEndDateOf({ checkOut: PLANNED, status: FINISHED }, late)).toBe('2027-03-13');
    const bySystem = [aFinish('2027-03-01T12:00:00Z', 'SYSTEM')];
    expect(stayEndDateOf({ checkOut: PLANNED, status: FINISHED }, bySystem)).toBe('2027-03-13');
    const early = [aFinish('2027-03-01T12:00:00Z')];
    const cancelled = { checkOut: PLANNED, status: ReservationStatus.CANCELED };
    expect(stayEndDateOf(cancelled, early)).toBe('2027-03-13');
  });
});
