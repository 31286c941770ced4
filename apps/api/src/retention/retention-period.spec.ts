import { dateInBrazil, personalDataKeptUntil } from './retention-period';

describe('personalDataKeptUntil: when a stay’s personal data stops being kept (issue 32)', () => {
  it('is the start, in Brasília, of the checkout date plus the months, whatever the checkout hour', () => {
    expect(personalDataKeptUntil('2026-03-15T14:00:00.000Z', 12).toISOString()).toBe(
      '2027-03-15T03:00:00.000Z',
    );
    expect(personalDataKeptUntil('2026-03-15', 12).toISOString()).toBe('2027-03-15T03:00:00.000Z');
  });

  it('counts a checkout late at night by its date in Brasília, not in UTC', () => {
    // 22:30 on the 15th in Brasília is already the 16th in UTC.
    expect(personalDataKeptUntil('2026-03-16T01:30:00.000Z', 1).toISOString()).toBe(
      '2026-04-15T03:00:00.000Z',
    );
  });

  it('ends a 31st’s period on the last day of a shorter month, as PostgreSQL adds months', () => {
    expect(personalDataKeptUntil('2026-01-31', 1).toISOString()).toBe('2026-02-28T03:00:00.000Z');
  });

  it('agrees with the date rule at the boundary: due from that moment, not a millisecond before', () => {
    const until = personalDataKeptUntil('2026-06-30T13:00:00.000Z', 12);
    expect(dateInBrazil(until)).toBe('2027-06-30');
    expect(dateInBrazil(new Date(until.getTime() - 1))).toBe('2027-06-29');
  });
});
