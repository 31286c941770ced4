import { MAIN_GUEST_MIN_AGE, ageOn, isCalendarDate } from '@chegada/domain';

/**
 * A companion under 18 on the check-in day: by their birth date when it is known (not masked),
 * else as the main guest ticked them a child.
 */
export const isMinor = (guest: { birthDate?: unknown; isChild?: unknown }, checkIn: string) =>
  typeof guest.birthDate === 'string' && isCalendarDate(guest.birthDate)
    ? ageOn(guest.birthDate, checkIn) < MAIN_GUEST_MIN_AGE
    : guest.isChild === true;
