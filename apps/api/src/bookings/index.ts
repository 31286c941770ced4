export { bookingsMigrations } from './bookings.migrations';
export { BookingImportsModule, BookingsModule, BookingSyncModule } from './bookings.module';
export { BookingImports } from './booking-imports.repository';
export { BOOKING_SYNC_QUEUE, feedSyncJob } from './booking-sync.job';
export {
  IMPORTED_GUEST_LINK_EFFECT,
  LinkDispatchModule,
} from './link-dispatch/imported-guest-link.effect';
