/** Stream naming is part of the stored data: never change it. */
export const RESERVATION_STREAM_PREFIX = 'reservation-';

export const reservationStreamId = (reservationId: string): string =>
  `${RESERVATION_STREAM_PREFIX}${reservationId}`;

/** The reservation a stream holds; undefined for a stream of something else. */
export const reservationIdOfStream = (streamId: string): string | undefined =>
  streamId.startsWith(RESERVATION_STREAM_PREFIX)
    ? streamId.slice(RESERVATION_STREAM_PREFIX.length)
    : undefined;

/** The events that hand a guest form in: the whole form, or a companion's own part of it. */
export const SUBMISSION_EVENTS = ['ReservationSubmitted', 'OwnGuestPartSaved'] as const;

/** What a submission event hands in: the reservation, and the guest whose own part it was. */
export type Submission = { reservationId: string; guestKey?: string };

/**
 * The reservation and guest of a recorded submission event (one of SUBMISSION_EVENTS); undefined
 * for a stream of something else. The whole form names no guest: it is every guest's.
 */
export const submissionOf = (event: {
  streamId: string;
  data: unknown;
}): Submission | undefined => {
  const reservationId = reservationIdOfStream(event.streamId);
  if (!reservationId) return undefined;
  const { guestKey } = (event.data ?? {}) as { guestKey?: unknown };
  return typeof guestKey === 'string' ? { reservationId, guestKey } : { reservationId };
};
