import { Body, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CommandMeta, type CommandContext } from '../../../common/event-sourcing';
import { ApiYupBody } from '../../../common/validation/api-yup';
import { YupValidationPipe } from '../../../common/validation/yup-validation.pipe';
import {
  CommandReply,
  ReservationCommandRoute,
  ReservationsController,
  type CommandAnswer,
  type Reply,
} from '../../reservation-http';
import { RefuseReservationCommand } from './refuse-reservation.command';
import {
  refuseReservationRequest,
  type RefuseReservationRequest,
} from './refuse-reservation.request';

@ReservationsController()
export class RefuseReservationHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put('refuseForm')
  @ReservationCommandRoute(
    'Refuses a submitted reservation with a motive (→ REFUSED); the guest adjusts and resubmits',
  )
  @ApiYupBody(refuseReservationRequest)
  async refuseReservation(
    @Body(new YupValidationPipe(refuseReservationRequest)) body: RefuseReservationRequest,
    @CommandMeta() context: CommandContext,
    @CommandReply() reply: Reply,
  ): Promise<CommandAnswer> {
    return reply(
      () => this.commandBus.execute(new RefuseReservationCommand(body.id, body, context)),
      'reservations.statusUpdated',
    );
  }
}
