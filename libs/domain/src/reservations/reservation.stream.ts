/** Stream naming is part of the stored data: never change it. */
export const RESERVATION_STREAM_PREFIX = 'reservation-';

export const reservationStreamId = (reservationId: string): string =>
  `${RESERVATION_STREAM_PREFIX}${reservationId}`;

/** The reservation a stream holds; undefined for a stream of something else. */
export const reservationIdOfStream = (streamId: string): string | undefined =>
  streamId.startsWith(RESERVATION_STREAM_PREFIX)
    ? streamId.slice(RESERVATION_STREAM_PREFIX.length)
    : undefined;
