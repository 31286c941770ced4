import { Body, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CommandMeta, type CommandContext } from '../../../common/event-sourcing';
import { ApiYupBody } from '../../../common/validation/api-yup';
import { YupValidationPipe } from '../../../common/validation/yup-validation.pipe';
import { IdParamPipe } from '../../../common/id-param.pipe';
import {
  CommandReply,
  ReservationCommandRoute,
  ReservationsController,
  type CommandAnswer,
  type Reply,
} from '../../reservation-http';
import { ApproveReservationCommand } from './approve-reservation.command';
import {
  approveReservationRequest,
  type ApproveReservationRequest,
} from './approve-reservation.request';

@ReservationsController()
export class ApproveReservationHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('approve-reservation/:id')
  @ReservationCommandRoute(
    'Approves a submitted reservation (TO_APROVE or TO_VALIDATE → ENDED); confirm must be true',
  )
  @ApiYupBody(approveReservationRequest)
  async approveReservation(
    @Param('id', IdParamPipe) id: string,
    @Body(new YupValidationPipe(approveReservationRequest)) body: ApproveReservationRequest,
    @CommandMeta() context: CommandContext,
    @CommandReply() reply: Reply,
  ): Promise<CommandAnswer> {
    return reply(
      () => this.commandBus.execute(new ApproveReservationCommand(id, body, context)),
      'reservations.statusUpdated',
    );
  }
}
