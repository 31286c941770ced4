import { randomUUID } from 'node:crypto';
import type { TestApp } from '@chegada/testing';
import { STAYS_CANCELLED_MOTIVE } from '@chegada/contracts';
import { integrationCommandContext } from '../../common';
import { BookingImports } from '../booking-imports.repository';
import { ReservationImport, type IncomingBooking } from '../reservation-import';

const DAY = 24 * 60 * 60 * 1000;

/** The calendar date `days` from now, as feeds and Stays give a stay's dates. */
export const dateIn = (days: number): string =>
  new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/**
 * A booking brought by the worker's import (ReservationImport, as a Stays sync applies one):
 * checking in `checkInDays` from now for three nights, with the contact given (none: iCal's).
 */
type Place = { accountId: string; residenceId: string };
const staysTarget = ({ accountId, residenceId }: Place) => ({
  integration: 'stays' as const,
  scope: residenceId,
  accountId,
  residenceId,
});

export const importBooking = async (
  app: TestApp,
  { accountId, residenceId }: Place,
  overrides: Partial<IncomingBooking> & { checkInDays?: number } = {},
): Promise<string> => {
  const { checkInDays = 10, ...booking } = overrides;
  const reservationId = randomUUID();
  const target = staysTarget({ accountId, residenceId });
  const result = await app.app.get(ReservationImport, { strict: false }).apply(
    target,
    {
      externalId: `booking-${reservationId}`,
      reservationId,
      checkIn: dateIn(checkInDays),
      checkOut: dateIn(checkInDays + 3),
      bookingCode: null,
      phoneLastDigits: null,
      guestName: 'Ana Souza',
      source: 'airbnb',
      maxGuests: 2,
      language: 'en-US',
      ...booking,
    },
    undefined,
    integrationCommandContext(accountId, 'stays', randomUUID()),
  );
  if (result !== 'created') throw new Error(`The booking was not imported: ${result}`);
  return reservationId;
};

/** The booking of `importBooking` gone from Stays: the sync cancels its reservation. */
export const cancelImportedBooking = async (
  app: TestApp,
  place: Place,
  reservationId: string,
): Promise<void> => {
  const target = staysTarget(place);
  const record = (await app.app.get(BookingImports, { strict: false }).list(target)).find(
    (one) => one.reservationId === reservationId,
  );
  if (!record) throw new Error(`No import of ${reservationId}`);
  const context = integrationCommandContext(place.accountId, 'stays', randomUUID());
  await app.app
    .get(ReservationImport, { strict: false })
    .cancel(target, record, STAYS_CANCELLED_MOTIVE, context);
};
