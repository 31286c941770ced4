import { Module } from '@nestjs/common';
import { ReservationStreamModule } from '../../reservation-stream';
import { DashboardController } from './dashboard/dashboard.controller';
import { DashboardRepository } from './dashboard/dashboard.repository';
import { ReservationEventsController } from './events/reservation-events.controller';
import { ReservationEventsService } from './events/reservation-events.service';
import { ExportReservationsController } from './export/export-reservations.controller';
import { ReservationHistoryController } from './history/reservation-history.controller';
import { ReservationHistoryRepository } from './history/reservation-history.repository';
import { ListReservationsController } from './list/list-reservations.controller';
import { ReservationListRepository } from './list/reservation-list.repository';
import { QueryClock } from './query-clock';
import { OpenReservations } from './residence/open-reservations';

/** The read side of reservations: lists, counters, history, dashboard, audit trail, export. */
@Module({
  imports: [ReservationStreamModule],
  // Static paths (history, export) before the `:id` one.
  controllers: [
    ListReservationsController,
    ReservationHistoryController,
    ExportReservationsController,
    ReservationEventsController,
    DashboardController,
  ],
  providers: [
    QueryClock,
    ReservationListRepository,
    ReservationHistoryRepository,
    DashboardRepository,
    ReservationEventsService,
    OpenReservations,
  ],
  exports: [OpenReservations],
})
export class ReservationQueriesModule {}
