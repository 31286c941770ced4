import { isIsoDateTime, stayDayOf } from './calendar-date';

describe('isIsoDateTime', () => {
  it.each([
    '2028-02-29',
    '2027-03-01T00:00',
    '2027-03-01T23:59:59.999Z',
    '2027-03-01T14:00:00-03:00',
    '2027-03-01T14:00+14:00',
  ])('takes %s', (value) => expect(isIsoDateTime(value)).toBe(true));

  it.each([
    '2027-02-29',
    '2027-02-30',
    '2027-04-31',
    '2027-13-01',
    '0000-01-01',
    '2027-03-01T24:00',
    '2027-03-01T12:60',
    '2027-03-01T12:00:60',
    '2027-03-01T12:00+15:00',
    '2027-03-01T12:00-03:60',
    '2027-3-1',
    '01/03/2027',
  ])('refuses %s, which the calendar or the clock does not have', (value) =>
    expect(isIsoDateTime(value)).toBe(false),
  );
});

describe('stayDayOf', () => {
  it.each([
    ['a date alone, never UTC midnight', '2026-11-28', '2026-11-28'],
    ['a wall-clock time without an offset', '2026-11-28T01:00', '2026-11-28'],
    ['an instant, the property’s day', '2026-11-28T01:00:00Z', '2026-11-27'],
    ['an instant with an offset', '2026-11-28T14:00:00-03:00', '2026-11-28'],
  ])('reads %s', (_, value, day) => expect(stayDayOf(value, 'America/Sao_Paulo')).toBe(day));
});
