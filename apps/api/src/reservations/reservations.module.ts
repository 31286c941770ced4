import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SubscriptionGateModule } from '../subscription-gate';
import { EventSourcingModule } from '../common';
import { LockPasscodesModule } from '../locks';
import { ReservationStreamModule } from '../reservation-stream';
import { SettingsModule } from '../settings';
import { CancelReservationHttpController } from './commands/cancel-reservation.http.controller';
import { ChangeResponsibleUserHttpController } from './commands/change-responsible-user.http.controller';
import { CreateReservationHandler } from './commands/create-reservation/create-reservation.handler';
import { CreateReservationHttpController } from './commands/create-reservation/create-reservation.http.controller';
import { ExtendCheckoutHttpController } from './commands/extend-checkout.http.controller';
import { RemoveSensitiveDataHandler } from './commands/remove-sensitive-data/remove-sensitive-data.handler';
import { RemoveSensitiveDataHttpController } from './commands/remove-sensitive-data/remove-sensitive-data.http.controller';
import { ReservationLifecycleHttpController } from './commands/reservation-lifecycle.http.controller';
import { CommandAnswers } from './command-answers';
import { ReadModelCatchUp } from './read-model-catch-up';
import { ReservationCommands } from './reservation-commands';
import { GetLocalReservationHttpController } from './reservation-details/reservation-details.http.controller';
import { ReservationDetailsService } from './reservation-details/reservation-details.service';
import { ReservationReferencesRepository } from './reservation-references.repository';

/**
 * The reservation command side (issue 4): one plain controller method per route, each
 * executing its command through ReservationCommands and answering through CommandAnswers, which runs the pure decider of
 * libs/domain on the event stream; a command with logic of its own (creation, shredding) has
 * a folder with its handler. CqrsModule's EventBus tells other modules of a removal.
 */
@Module({
  imports: [
    CqrsModule.forRoot(),
    EventSourcingModule,
    LockPasscodesModule,
    ReservationStreamModule,
    SettingsModule,
    SubscriptionGateModule,
  ],
  controllers: [
    CreateReservationHttpController,
    GetLocalReservationHttpController,
    CancelReservationHttpController,
    ReservationLifecycleHttpController,
    ExtendCheckoutHttpController,
    ChangeResponsibleUserHttpController,
    RemoveSensitiveDataHttpController,
  ],
  providers: [
    ReservationCommands,
    CommandAnswers,
    ReservationReferencesRepository,
    ReadModelCatchUp,
    ReservationDetailsService,
    CreateReservationHandler,
    RemoveSensitiveDataHandler,
  ],
  exports: [
    ReservationCommands,
    ReadModelCatchUp,
    CreateReservationHandler,
    RemoveSensitiveDataHandler,
    ReservationStreamModule,
  ],
})
export class ReservationCommandsModule {}
