import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventSourcingModule } from '../common';
import { LockPasscodesModule } from '../locks';
import { CancelReservationHandler } from './commands/cancel-reservation/cancel-reservation.handler';
import { CancelReservationHttpController } from './commands/cancel-reservation/cancel-reservation.http.controller';
import { ChangeResponsibleUserHandler } from './commands/change-responsible-user/change-responsible-user.handler';
import { ChangeResponsibleUserHttpController } from './commands/change-responsible-user/change-responsible-user.http.controller';
import { CreateReservationHandler } from './commands/create-reservation/create-reservation.handler';
import { CreateReservationHttpController } from './commands/create-reservation/create-reservation.http.controller';
import { ExtendCheckoutHttpController } from './commands/extend-checkout/extend-checkout.http.controller';
import { RemoveSensitiveDataHandler } from './commands/remove-sensitive-data/remove-sensitive-data.handler';
import { RemoveSensitiveDataHttpController } from './commands/remove-sensitive-data/remove-sensitive-data.http.controller';
import { ReservationLifecycleHttpController } from './commands/reservation-lifecycle.http.controller';
import { GetLocalReservationHandler } from './local-reservation/get-local-reservation.handler';
import { GetLocalReservationHttpController } from './local-reservation/get-local-reservation.http.controller';
import { ReadModelCatchUp } from './read-model-catch-up';
import { ReservationCommandRunner } from './reservation-command-runner';
import { ReservationReferencesRepository } from './reservation-references.repository';

/**
 * The reservation command side (issue 4): the plain lifecycle commands in one controller that
 * runs the pure decider of libs/domain through the event-sourcing pipeline; a command with
 * logic of its own (checks, shredding) has a folder with its handler.
 */
@Module({
  imports: [CqrsModule.forRoot(), EventSourcingModule, LockPasscodesModule],
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
    ReservationCommandRunner,
    ReservationReferencesRepository,
    ReadModelCatchUp,
    GetLocalReservationHandler,
    CreateReservationHandler,
    CancelReservationHandler,
    ChangeResponsibleUserHandler,
    RemoveSensitiveDataHandler,
  ],
  exports: [ReservationCommandRunner],
})
export class ReservationCommandsModule {}
