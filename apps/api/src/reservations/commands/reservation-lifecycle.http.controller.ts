import { Param, Post, Put } from '@nestjs/common';
import {
  confirmActionSchema,
  dynamicPasswordSchema,
  guestStatusSchema,
  refuseFormSchema,
  revertCancelFormSchema,
  setFormVisibilitySchema,
  updateMaxGuestsSchema,
  type ConfirmActionRequest,
  type DynamicPasswordRequest,
  type GuestStatusRequest,
  type RefuseFormRequest,
  type RevertCancelFormRequest,
  type SetFormVisibilityRequest,
  type UpdateMaxGuestsRequest,
} from '@chegada/contracts';
import { IdParamPipe, YupBody } from '../../common';
import { CommandAnswers, CommandCall, type CommandAnswer } from '../command-answers';
import { ReservationCommands } from '../reservation-commands';
import { ReservationCommandRoute, ReservationsController } from '../reservation-http';

/**
 * The lifecycle commands whose rules are all in the decider (libs/domain): each route passes
 * its body to ReservationCommands and answers through CommandAnswers. The reservation is named
 * by the path's `:id` (POST) or by the body's `id` (PUT).
 */
@ReservationsController()
export class ReservationLifecycleHttpController {
  constructor(
    private readonly commands: ReservationCommands,
    private readonly answers: CommandAnswers,
  ) {}

  @Post('approve-reservation/:id')
  @ReservationCommandRoute({
    summary:
      'Approves a submitted reservation (TO_APROVE or TO_VALIDATE → ENDED); confirm must be true',
    message: 'reservations.approved',
  })
  approveReservation(
    @Param('id', IdParamPipe) reservationId: string,
    @YupBody(confirmActionSchema) { confirm }: ConfirmActionRequest,
    @CommandCall() call: CommandCall,
  ): Promise<CommandAnswer> {
    return this.answers.answer(call, (context) =>
      this.commands.execute('ApproveReservation', { reservationId, confirm }, context),
    );
  }

  @Put('refuseForm')
  @ReservationCommandRoute({
    summary:
      'Refuses a submitted reservation with a motive (→ REFUSED); the guest adjusts and resubmits',
    message: 'reservations.refused',
  })
  refuseReservation(
    @YupBody(refuseFormSchema) { id, refuseMotive }: RefuseFormRequest,
    @CommandCall() call: CommandCall,
  ): Promise<CommandAnswer> {
    return this.answers.answer(call, (context) =>
      this.commands.execute('RefuseReservation', { reservationId: id, refuseMotive }, context),
    );
  }

  @Put('revertCancelForm')
  @ReservationCommandRoute({
    summary: 'Reverts a cancellation: the reservation returns to the status it was cancelled from',
    message: 'reservations.cancellationReverted',
  })
  revertCancellation(
    @YupBody(revertCancelFormSchema) { id, confirm }: RevertCancelFormRequest,
    @CommandCall() call: CommandCall,
  ): Promise<CommandAnswer> {
    return this.answers.answer(call, (context) =>
      this.commands.execute('RevertCancellation', { reservationId: id, confirm }, context),
    );
  }

  @Post('finish-checkout/:id')
  @ReservationCommandRoute({
    summary: 'Finishes the stay of an approved reservation (ENDED → CHECKOUT_FINISHED)',
    message: 'reservations.checkoutFinished',
  })
  finishCheckout(
    @Param('id', IdParamPipe) reservationId: string,
    @YupBody(confirmActionSchema) { confirm }: ConfirmActionRequest,
    @CommandCall() call: CommandCall,
  ): Promise<CommandAnswer> {
    return this.answers.answer(call, (context) =>
      this.commands.execute('FinishCheckout', { reservationId, confirm }, context),
    );
  }

  @Put('setFormVisibility')
  @ReservationCommandRoute({
    summary:
      'Hides a visible reservation (hiddenMotive required) or shows a hidden one; the status stays',
    message: 'reservations.visibilityUpdated',
  })
  setFormVisibility(
    @YupBody(setFormVisibilitySchema) { id, hiddenMotive }: SetFormVisibilityRequest,
    @CommandCall() call: CommandCall,
  ): Promise<CommandAnswer> {
    return this.answers.answer(call, (context) =>
      this.commands.execute('SetFormVisibility', { reservationId: id, hiddenMotive }, context),
    );
  }

  @Post('guest-status/:id')
  @ReservationCommandRoute({
    summary:
      'Sends a reservation waiting for approval back to analysis: only status 1 (TO_VALIDATE) is accepted',
    message: 'reservations.sentBackToAnalysis',
  })
  setGuestStatus(
    @Param('id', IdParamPipe) reservationId: string,
    @YupBody(guestStatusSchema) { status }: GuestStatusRequest,
    @CommandCall() call: CommandCall,
  ): Promise<CommandAnswer> {
    return this.answers.answer(call, (context) =>
      this.commands.execute('SetGuestStatus', { reservationId, status }, context),
    );
  }

  @Put('updateMaxGuests')
  @ReservationCommandRoute({
    summary:
      "Changes the maximum guests; never below the guests already registered ('Max guests reached!')",
    message: 'reservations.maxGuestsUpdated',
  })
  updateMaxGuests(
    @YupBody(updateMaxGuestsSchema) { id, maxGuests }: UpdateMaxGuestsRequest,
    @CommandCall() call: CommandCall,
  ): Promise<CommandAnswer> {
    return this.answers.answer(call, (context) =>
      this.commands.execute('UpdateMaxGuests', { reservationId: id, maxGuests }, context),
    );
  }

  @Post('update-dynamic-password/:id')
  @ReservationCommandRoute({
    summary:
      "Sets the lock's custom passcode (4 to 9 digits) of a reservation whose property has a smart lock",
    message: 'reservations.dynamicPasswordUpdated',
  })
  updateDynamicPassword(
    @Param('id', IdParamPipe) reservationId: string,
    @YupBody(dynamicPasswordSchema) { dynamicPassword }: DynamicPasswordRequest,
    @CommandCall() call: CommandCall,
  ): Promise<CommandAnswer> {
    return this.answers.answer(call, (context) =>
      this.commands.execute('UpdateDynamicPassword', { reservationId, dynamicPassword }, context),
    );
  }
}
