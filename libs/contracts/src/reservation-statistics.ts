/** The counters of reservation-lifecycle.md, in the names of product spec §3. */
export const reservationCounters = [
  'pending',
  'filling',
  'waitingApproval',
  'approved',
  'checkoutFinished',
  'refused',
  'cancelled',
  'hidden',
  'total',
  'preferencialReservations',
] as const;
export type ReservationCounter = (typeof reservationCounters)[number];

/** `statistics` of GET /api/stays/reservations and GET /api/dashboard. */
export type ReservationStatistics = Record<ReservationCounter, number>;

/** One calendar day of GET /api/dashboard: `date` is YYYY-MM-DD in the properties' time zone. */
export type DashboardDay = { date: string; arrivals: number; departures: number };

export type Dashboard = { statistics: ReservationStatistics; days: DashboardDay[] };
