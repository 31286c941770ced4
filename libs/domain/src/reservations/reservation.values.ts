// Values of a reservation that the API exposes as they are (product spec §3).

/** Numeric values are part of the API (product spec §3); never change them. */
export const ReservationStatus = {
  TO_FORM: 0,
  TO_VALIDATE: 1,
  TO_APROVE: 2,
  ENDED: 3,
  FILLING: 4,
  REFUSED: 5,
  CANCELED: 6,
  CHECKOUT_FINISHED: 7,
} as const;
export type ReservationStatusName = keyof typeof ReservationStatus;
export type ReservationStatus = (typeof ReservationStatus)[ReservationStatusName];

export const reservationStatuses: readonly ReservationStatus[] = Object.values(ReservationStatus);

export const reservationStatusName = (status: ReservationStatus): ReservationStatusName =>
  (Object.keys(ReservationStatus) as ReservationStatusName[]).find(
    (name) => ReservationStatus[name] === status,
  ) as ReservationStatusName;

export const isReservationStatus = (value: unknown): value is ReservationStatus =>
  reservationStatuses.includes(value as ReservationStatus);

export const bookingSources = [
  'stays',
  'airbnb',
  'expedia',
  'booking',
  'hoteis_com',
  'trivago',
  'tripadvisor',
  'vrbo',
  'decolar',
  'submarino_viagens',
  'other',
] as const;
export type BookingSource = (typeof bookingSources)[number];
