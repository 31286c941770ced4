import { planLinkDispatch, type LinkDispatchFacts } from './guest-link-dispatch';
import { ReservationStatus } from './reservation.types';

// Check-in on 20 December at 14:00 in São Paulo (UTC−3): 17:00 UTC.
const facts = (overrides: Partial<LinkDispatchFacts> = {}): LinkDispatchFacts => ({
  status: ReservationStatus.TO_FORM,
  checkIn: '2026-12-20',
  checkInTime: '14:00',
  timeZone: 'America/Sao_Paulo',
  channels: ['email', 'whatsapp'],
  alreadySent: false,
  ...overrides,
});
const AT_ONCE = { autoSend: 'at-once', daysBefore: 3 } as const;
const TWO_DAYS = { autoSend: 'days-before', daysBefore: 2 } as const;
const NOW = new Date('2026-12-01T12:00:00Z');

describe('planLinkDispatch', () => {
  it('sends at once by the channels that reach the guest', () => {
    expect(planLinkDispatch(AT_ONCE, facts({ channels: ['email'] }), NOW)).toEqual({
      kind: 'send',
      channels: ['email'],
    });
  });

  it('waits until N days before check-in at the property’s time, then sends', () => {
    expect(planLinkDispatch(TWO_DAYS, facts(), NOW)).toEqual({
      kind: 'wait',
      dueAt: new Date('2026-12-18T17:00:00Z'),
    });
    expect(planLinkDispatch(TWO_DAYS, facts(), new Date('2026-12-18T17:00:00Z'))).toMatchObject({
      kind: 'send',
    });
  });

  it('follows a check-in kept as an instant', () => {
    const moved = facts({ checkIn: '2026-12-10T15:00:00-03:00' });
    expect(planLinkDispatch(TWO_DAYS, moved, NOW)).toEqual({
      kind: 'wait',
      dueAt: new Date('2026-12-08T18:00:00Z'),
    });
  });

  it.each([
    ['the property sends none', { autoSend: 'off', daysBefore: 3 } as const, {}, 'off'],
    ['cancelled', AT_ONCE, { status: ReservationStatus.CANCELED }, 'not-waiting-for-form'],
    ['being filled in', AT_ONCE, { status: ReservationStatus.FILLING }, 'not-waiting-for-form'],
    ['no contact (iCal)', AT_ONCE, { channels: [] }, 'no-contact'],
    ['sent by the host already', TWO_DAYS, { alreadySent: true }, 'already-sent'],
  ])('sends nothing when %s', (_case, setting, overrides, reason) => {
    expect(planLinkDispatch(setting, facts(overrides), NOW)).toEqual({ kind: 'skip', reason });
  });
});
