import { isoAt, wallTimeOf } from '../zoned-time';

describe('times on a property’s clock', () => {
  it('reads an instant on the clock of São Paulo and of Manaus', () => {
    expect(wallTimeOf('2027-03-10T17:00:00.000Z', 'America/Sao_Paulo')).toEqual({
      date: '2027-03-10',
      time: '14:00',
    });
    expect(wallTimeOf('2027-03-11T03:30:00.000Z', 'America/Manaus')).toEqual({
      date: '2027-03-10',
      time: '23:30',
    });
  });

  it('writes a wall time with the place’s offset', () => {
    expect(isoAt({ date: '2027-03-10', time: '14:00' }, 'America/Sao_Paulo')).toBe(
      '2027-03-10T14:00:00-03:00',
    );
    expect(isoAt({ date: '2027-03-10', time: '23:30' }, 'America/Noronha')).toBe(
      '2027-03-10T23:30:00-02:00',
    );
    expect(isoAt({ date: '2027-07-01', time: '09:05' }, 'Europe/Madrid')).toBe(
      '2027-07-01T09:05:00+02:00',
    );
    expect(isoAt({ date: '', time: '14:00' }, 'America/Sao_Paulo')).toBe('');
  });
});
