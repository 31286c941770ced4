import { Module } from '@nestjs/common';
import { SubscriptionGateModule } from '../subscription-gate';
import { RateLimitModule } from '../common';
import { ReservationCommandsModule } from '../reservations';
import { BookingFeeds } from './booking-feeds.repository';
import { BookingImports } from './booking-imports.repository';
import { BookingSyncRequests, BookingSyncWorker } from './booking-sync.job';
import { CalendarFeedHttpController } from './calendar-feed.http.controller';
import { ICalFeedSync } from './ical/ical-feed-sync';
import { ReservationImport } from './reservation-import';
import { StaysAccounts } from './stays/stays-accounts.service';
import { StaysClients } from './stays/stays-clients';
import { StaysConnections } from './stays/stays-connections.repository';
import { StaysListingMaps } from './stays/stays-listing-maps.repository';
import { StaysSecrets } from './stays/stays-secrets';
import { StaysHttpController, StaysWebhookHttpController } from './stays/stays.http.controller';
import { StaysSync } from './stays/stays-sync';

const stays = [StaysConnections, StaysListingMaps, StaysSecrets, StaysClients];

/** The imports' record: which reservations a booking import brought. */
@Module({ providers: [BookingImports], exports: [BookingImports] })
export class BookingImportsModule {}

/** Worker process: keeps each property's calendar feed and each Stays account in step. */
@Module({
  imports: [ReservationCommandsModule, SubscriptionGateModule, BookingImportsModule],
  providers: [
    BookingFeeds,
    ReservationImport,
    ICalFeedSync,
    ...stays,
    StaysSync,
    BookingSyncWorker,
  ],
})
export class BookingSyncModule {}

/** API process: a property's calendar feed, the account's Stays, their status and "sync now". */
@Module({
  imports: [RateLimitModule],
  controllers: [CalendarFeedHttpController, StaysHttpController, StaysWebhookHttpController],
  providers: [BookingFeeds, BookingSyncRequests, ...stays, StaysAccounts],
  exports: [BookingFeeds, BookingSyncRequests],
})
export class BookingsModule {}
