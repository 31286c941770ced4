import type { ReservationEventEntry } from '../../api/review-api';

/** A stay's dates as an event set them (instants: the property's check-in and check-out). */
export type StayDates = { checkIn: string; checkOut: string };

// The events that set the stay's dates: its creation, and each change of dates.
const SETS_DATES = new Set(['ReservationCreated', 'CheckoutExtended']);

const datesOf = (event: ReservationEventEntry): StayDates | null => {
  const { checkIn, checkOut } = event.changes;
  return SETS_DATES.has(event.type) && typeof checkIn === 'string' && typeof checkOut === 'string'
    ? { checkIn, checkOut }
    : null;
};

/**
 * Each change of dates with the dates it replaced and the new ones, by event id: the history
 * says "07/12–10/12 → 08/12–10/12", not only that the dates changed.
 */
export const datesMoved = (
  events: readonly ReservationEventEntry[],
): Map<string, { from: StayDates; to: StayDates }> => {
  const moves = new Map<string, { from: StayDates; to: StayDates }>();
  let current: StayDates | null = null;
  for (const event of events) {
    const dates = datesOf(event);
    if (!dates) continue;
    if (current && event.type === 'CheckoutExtended')
      moves.set(event.id, { from: current, to: dates });
    current = dates;
  }
  return moves;
};
