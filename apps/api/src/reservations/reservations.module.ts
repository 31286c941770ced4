import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventSourcingModule } from '../common/event-sourcing';
import { ApproveReservationHandler } from './commands/approve-reservation/approve-reservation.handler';
import { ApproveReservationHttpController } from './commands/approve-reservation/approve-reservation.http.controller';
import { CancelReservationHandler } from './commands/cancel-reservation/cancel-reservation.handler';
import { CancelReservationHttpController } from './commands/cancel-reservation/cancel-reservation.http.controller';
import { ChangeResponsibleUserHandler } from './commands/change-responsible-user/change-responsible-user.handler';
import { ChangeResponsibleUserHttpController } from './commands/change-responsible-user/change-responsible-user.http.controller';
import { CreateReservationHandler } from './commands/create-reservation/create-reservation.handler';
import { CreateReservationHttpController } from './commands/create-reservation/create-reservation.http.controller';
import { ExtendCheckoutHandler } from './commands/extend-checkout/extend-checkout.handler';
import { ExtendCheckoutHttpController } from './commands/extend-checkout/extend-checkout.http.controller';
import { FinishCheckoutHandler } from './commands/finish-checkout/finish-checkout.handler';
import { FinishCheckoutHttpController } from './commands/finish-checkout/finish-checkout.http.controller';
import { RefuseReservationHandler } from './commands/refuse-reservation/refuse-reservation.handler';
import { RefuseReservationHttpController } from './commands/refuse-reservation/refuse-reservation.http.controller';
import { RemoveSensitiveDataHandler } from './commands/remove-sensitive-data/remove-sensitive-data.handler';
import { RemoveSensitiveDataHttpController } from './commands/remove-sensitive-data/remove-sensitive-data.http.controller';
import { RevertCancellationHandler } from './commands/revert-cancellation/revert-cancellation.handler';
import { RevertCancellationHttpController } from './commands/revert-cancellation/revert-cancellation.http.controller';
import { SetFormVisibilityHandler } from './commands/set-form-visibility/set-form-visibility.handler';
import { SetFormVisibilityHttpController } from './commands/set-form-visibility/set-form-visibility.http.controller';
import { SetGuestStatusHandler } from './commands/set-guest-status/set-guest-status.handler';
import { SetGuestStatusHttpController } from './commands/set-guest-status/set-guest-status.http.controller';
import { UpdateDynamicPasswordHandler } from './commands/update-dynamic-password/update-dynamic-password.handler';
import { UpdateDynamicPasswordHttpController } from './commands/update-dynamic-password/update-dynamic-password.http.controller';
import { UpdateMaxGuestsHandler } from './commands/update-max-guests/update-max-guests.handler';
import { UpdateMaxGuestsHttpController } from './commands/update-max-guests/update-max-guests.http.controller';
import { GetLocalReservationHandler } from './local-reservation/get-local-reservation.handler';
import { GetLocalReservationHttpController } from './local-reservation/get-local-reservation.http.controller';
import { ReservationCommandRunner } from './reservation-command-runner';
import { ReservationReferencesRepository } from './reservation-references.repository';

/**
 * The reservation command side (issue 4): one use case per folder, each a thin HTTP
 * controller sending a command through the CommandBus to its handler, which runs the pure
 * decider of libs/domain through the event-sourcing pipeline.
 */
@Module({
  imports: [CqrsModule.forRoot(), EventSourcingModule],
  controllers: [
    CreateReservationHttpController,
    GetLocalReservationHttpController,
    ApproveReservationHttpController,
    RefuseReservationHttpController,
    CancelReservationHttpController,
    RevertCancellationHttpController,
    FinishCheckoutHttpController,
    SetFormVisibilityHttpController,
    SetGuestStatusHttpController,
    ExtendCheckoutHttpController,
    UpdateMaxGuestsHttpController,
    ChangeResponsibleUserHttpController,
    UpdateDynamicPasswordHttpController,
    RemoveSensitiveDataHttpController,
  ],
  providers: [
    ReservationCommandRunner,
    ReservationReferencesRepository,
    GetLocalReservationHandler,
    CreateReservationHandler,
    ApproveReservationHandler,
    RefuseReservationHandler,
    CancelReservationHandler,
    RevertCancellationHandler,
    FinishCheckoutHandler,
    SetFormVisibilityHandler,
    SetGuestStatusHandler,
    ExtendCheckoutHandler,
    UpdateMaxGuestsHandler,
    ChangeResponsibleUserHandler,
    UpdateDynamicPasswordHandler,
    RemoveSensitiveDataHandler,
  ],
  exports: [ReservationCommandRunner],
})
export class ReservationCommandsModule {}
