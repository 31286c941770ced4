import type { BookingSource } from '@chegada/domain';
import type { FeedBooking } from './feed-bookings';

const PROVIDER_LABELS: Partial<Record<BookingSource, string>> = {
  airbnb: 'Airbnb',
  booking: 'Booking.com',
  vrbo: 'VRBO',
};

/** The channel's name as hosts know it; a feed from elsewhere is "iCal". */
export const providerLabel = (source: BookingSource): string => PROVIDER_LABELS[source] ?? 'iCal';

/**
 * What stands for the guest's name until the guest fills the form: the channel, Airbnb's
 * booking code and the phone's last digits ("Airbnb · HMQW12ER34 · …4321").
 */
export const stayLabel = (source: BookingSource, booking: FeedBooking): string =>
  [
    providerLabel(source),
    booking.bookingCode,
    booking.phoneLastDigits ? `…${booking.phoneLastDigits}` : null,
  ]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
