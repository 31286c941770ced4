export { bookingsMigrations } from './bookings.migrations';
export { BookingsModule, BookingSyncModule } from './bookings.module';
export { BOOKING_SYNC_QUEUE } from './booking-sync.job';
