import type { ExistingReservation } from '@chegada/domain';
import { accessReleaseOf } from './guest-form-context';

const saoPaulo = { checkInTime: '14:00', timeZone: 'America/Sao_Paulo' };
const stayFrom = (checkIn: string) => ({ checkIn }) as ExistingReservation;

describe('accessReleaseOf: when the door code shows', () => {
  it('counts the hours back from a check-in given with its time', () => {
    expect(accessReleaseOf(stayFrom('2027-11-28T16:00:00-03:00'), 2, saoPaulo).toISOString()).toBe(
      '2027-11-28T17:00:00.000Z',
    );
  });

  it("counts a check-in date without a time from the property's check-in time where it is", () => {
    // 14:00 in São Paulo is 17:00 UTC; read as UTC midnight it was 22:00 the day before.
    expect(accessReleaseOf(stayFrom('2027-11-28'), 2, saoPaulo).toISOString()).toBe(
      '2027-11-28T15:00:00.000Z',
    );
  });
});
