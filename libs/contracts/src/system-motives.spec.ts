import { calendarRemovedMotive, STAYS_CANCELLED_MOTIVE, systemMotiveOf } from './system-motives';

describe('systemMotiveOf', () => {
  it('reads back the motives a sync stores, and those it wrote in en-US or es-ES before', () => {
    expect(systemMotiveOf(STAYS_CANCELLED_MOTIVE)).toEqual({ kind: 'staysCancelled' });
    expect(systemMotiveOf('Reserva cancelada en Stays')).toEqual({ kind: 'staysCancelled' });
    expect(systemMotiveOf(calendarRemovedMotive('Booking.com'))).toEqual({
      kind: 'calendarRemoved',
      provider: 'Booking.com',
    });
    expect(systemMotiveOf("Booking removed from the channel's calendar (iCal)")).toEqual({
      kind: 'calendarRemoved',
      provider: 'iCal',
    });
  });

  it('leaves a person’s own words alone', () => {
    expect(systemMotiveOf('Hóspede desistiu')).toBeNull();
    expect(systemMotiveOf('Reserva cancelada na Stays, hóspede ligou')).toBeNull();
  });
});
