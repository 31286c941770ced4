import type { ExistingReservation } from '@chegada/domain';
import type { GuestFormResidence } from '../link-access';
import { accessReleaseOf, guestFormContextOf } from './guest-form-context';

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

describe('guestFormContextOf: the arrival and departure the guest may choose', () => {
  const residence = {
    ...saoPaulo,
    checkOutTime: '11:00',
    parkingSpaces: 0,
    fnrh: false,
  } as GuestFormResidence;
  const stay = (checkIn: string, checkOut: string) =>
    ({ checkIn, checkOut, maxGuests: 2 }) as ExistingReservation;
  const now = new Date('2027-11-01T12:00:00Z');

  it("never refuses the booking's own times (an early check-in, a late check-out sold)", () => {
    const context = guestFormContextOf(
      stay('2027-11-28T12:30:00-03:00', '2027-11-30T13:00:00-03:00'),
      residence,
      now,
    );
    expect(context).toMatchObject({
      residenceCheckInTime: '12:30',
      residenceCheckOutTime: '13:00',
    });
  });

  it("keeps the property's hours open when the booking's are narrower, or dates alone", () => {
    const later = stay('2027-11-28T16:30:00-03:00', '2027-11-30T10:00:00-03:00');
    const hours = { residenceCheckInTime: '14:00', residenceCheckOutTime: '11:00' };
    expect(guestFormContextOf(later, residence, now)).toMatchObject(hours);
    expect(guestFormContextOf(stay('2027-11-28', '2027-11-30'), residence, now)).toMatchObject(
      hours,
    );
  });

  it('gives the booked check-in day where the property is, which a stay begun may keep', () => {
    // 23:30 on the 28th in São Paulo is already the 29th in UTC.
    const late = stay('2027-11-28T23:30:00-03:00', '2027-11-30T11:00:00-03:00');
    expect(guestFormContextOf(late, residence, now).bookedCheckInDate).toBe('2027-11-28');
  });
});
