import { Module } from '@nestjs/common';
import { ReservationCommandsModule } from '../reservations';
import { BookingFeeds } from './booking-feeds.repository';
import { BookingImports } from './booking-imports.repository';
import { BookingSyncRequests, BookingSyncWorker } from './booking-sync.job';
import { CalendarFeedHttpController } from './calendar-feed.http.controller';
import { ICalFeedSync } from './ical/ical-feed-sync';
import { ReservationImport } from './reservation-import';

/** Worker process: keeps each property's calendar feed in step (issue 30). */
@Module({
  imports: [ReservationCommandsModule],
  providers: [BookingFeeds, BookingImports, ReservationImport, ICalFeedSync, BookingSyncWorker],
})
export class BookingSyncModule {}

/** API process: a property's calendar feed, its status and "sync now". */
@Module({
  controllers: [CalendarFeedHttpController],
  providers: [BookingFeeds, BookingSyncRequests],
  exports: [BookingFeeds, BookingSyncRequests],
})
export class BookingsModule {}
