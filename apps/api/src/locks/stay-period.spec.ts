import { stayPeriod } from './stay-period';

const manaus = { timeZone: 'America/Manaus', checkInTime: '14:00', checkOutTime: '11:00' };

describe('the period of a stay’s passcode', () => {
  it('takes instants with an offset as written', () => {
    expect(
      stayPeriod(
        { checkIn: '2026-12-20T14:00:00-03:00', checkOut: '2026-12-23T11:00:00Z' },
        manaus,
      ),
    ).toEqual({
      startDate: Date.parse('2026-12-20T17:00:00Z'),
      endDate: Date.parse('2026-12-23T11:00:00Z'),
    });
  });

  it('reads a time without an offset on the property’s clock (Manaus is UTC−4)', () => {
    expect(
      stayPeriod({ checkIn: '2026-12-20T15:30', checkOut: '2026-12-23T10:00:00' }, manaus),
    ).toEqual({
      startDate: Date.parse('2026-12-20T19:30:00Z'),
      endDate: Date.parse('2026-12-23T14:00:00Z'),
    });
  });

  it('gives a date alone the property’s check-in and check-out times', () => {
    expect(stayPeriod({ checkIn: '2026-12-20', checkOut: '2026-12-23' }, manaus)).toEqual({
      startDate: Date.parse('2026-12-20T18:00:00Z'),
      endDate: Date.parse('2026-12-23T15:00:00Z'),
    });
  });
});
