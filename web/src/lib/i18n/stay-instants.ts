import { stayInstant } from '@chegada/domain';

/** Where a property is and its usual times: how a stay given as dates alone is read. */
export type StayClock = { timeZone: string; checkInTime?: string; checkOutTime?: string };

/** A stay as the API answers it (spec §3's names). */
export type StayValues = { CheckIn: string; checkout: string };

// A new property's usual times, for an answer that does not name its own.
const USUAL = { checkIn: '14:00', checkOut: '11:00' };

/**
 * The check-in and checkout as instants (ISO 8601), how every screen reads a stay: a date
 * without a time ('2026-11-30', as the API accepts) is that calendar date at the property's usual
 * time where the property is (stayInstant, as messages and the PDF read it), never UTC midnight,
 * which is the day before in Brazil.
 */
export const stayInstants = (
  { CheckIn, checkout }: StayValues,
  clock: StayClock,
): { checkIn: string; checkout: string } => ({
  checkIn: stayInstant(CheckIn, clock.checkInTime ?? USUAL.checkIn, clock.timeZone).toISOString(),
  checkout: stayInstant(
    checkout,
    clock.checkOutTime ?? USUAL.checkOut,
    clock.timeZone,
  ).toISOString(),
});

/** The instants back under the API's names, for what takes a reservation (actions, dialogs). */
export const stayValuesOf = ({ checkIn, checkout }: { checkIn: string; checkout: string }) => ({
  CheckIn: checkIn,
  checkout,
});
