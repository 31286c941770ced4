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
import { FinishCheckoutCommand } from './finish-checkout.command';
import { finishCheckoutRequest, type FinishCheckoutRequest } from './finish-checkout.request';

@ReservationsController()
export class FinishCheckoutHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('finish-checkout/:id')
  @ReservationCommandRoute(
    'Finishes the stay of an approved reservation (ENDED → CHECKOUT_FINISHED)',
  )
  @ApiYupBody(finishCheckoutRequest)
  async finishCheckout(
    @Param('id', IdParamPipe) id: string,
    @Body(new YupValidationPipe(finishCheckoutRequest)) body: FinishCheckoutRequest,
    @CommandMeta() context: CommandContext,
    @CommandReply() reply: Reply,
  ): Promise<CommandAnswer> {
    return reply(
      () => this.commandBus.execute(new FinishCheckoutCommand(id, body, context)),
      'reservations.statusUpdated',
    );
  }
}
