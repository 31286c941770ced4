import { stayInstant, stayTimeOf, stayWindow, zonedDateTime } from './zoned-time';

describe('zonedDateTime', () => {
  it.each([
    ['America/Sao_Paulo', '2027-03-10', '14:00', '2027-03-10T14:00:00-03:00'],
    ['America/Manaus', '2027-03-10', '14:00', '2027-03-10T14:00:00-04:00'],
    ['America/Rio_Branco', '2027-01-02', '11:30', '2027-01-02T11:30:00-05:00'],
    ['America/Noronha', '2027-07-01', '09:00', '2027-07-01T09:00:00-02:00'],
    // Brazil kept summer time until 2019: São Paulo was at -02:00 in January 2019.
    ['America/Sao_Paulo', '2019-01-15', '14:00', '2019-01-15T14:00:00-02:00'],
    ['UTC', '2027-03-10', '14:00', '2027-03-10T14:00:00+00:00'],
  ])('places %s %s %s at %s', (timeZone, date, time, expected) => {
    expect(zonedDateTime(date, time, timeZone)).toBe(expected);
  });
});

describe('stayInstant', () => {
  it.each([
    [
      'a date alone, at the usual time where the property is',
      '2027-11-28',
      '2027-11-28T17:00:00.000Z',
    ],
    [
      'a date-time with its offset, as given',
      '2027-11-28T09:30:00-03:00',
      '2027-11-28T12:30:00.000Z',
    ],
  ])('reads %s', (_, value, instant) => {
    expect(stayInstant(value, '14:00', 'America/Sao_Paulo').toISOString()).toBe(instant);
  });
});

describe('stayTimeOf', () => {
  it.each([
    ["the booking's own time, where the property is", '2027-11-28T16:30:00-03:00', '16:30'],
    ['an instant in another offset, on the property clock', '2027-11-28T12:00:00Z', '09:00'],
    ["the property's usual time for a date alone", '2027-11-28', '14:00'],
  ])('reads %s', (_, value, time) => {
    expect(stayTimeOf(value, '14:00', 'America/Sao_Paulo')).toBe(time);
  });
});

describe('stayWindow', () => {
  const property = { checkInTime: '14:00', checkOutTime: '11:00' };
  it.each([
    ['an early check-in and a late check-out sold', '12:00', '13:00', '12:00', '13:00'],
    [
      "a later check-in and an earlier check-out: the property's hours",
      '16:30',
      '10:00',
      '14:00',
      '11:00',
    ],
  ])('widens the hours to %s', (_, checkIn, checkOut, earliestArrival, latestDeparture) => {
    expect(stayWindow({ checkIn, checkOut }, property)).toEqual({
      earliestArrival,
      latestDeparture,
    });
  });
});
