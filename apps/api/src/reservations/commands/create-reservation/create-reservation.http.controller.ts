import { Post } from '@nestjs/common';
import { createReservationSchema, type CreateReservationRequest } from '@chegada/contracts';
import { phoneE164 } from '@chegada/domain';
import { SubscriptionGate } from '../../../subscription-gate';
import { YupBody } from '../../../common';
import { guestLinkChannelsOnCreation, SettingsService } from '../../../settings';
import { CommandAnswers, CommandCall, type CommandAnswer } from '../../command-answers';
import { ReservationCommandRoute, ReservationsController } from '../../reservation-http';
import { CreateReservationHandler } from './create-reservation.handler';

@ReservationsController()
export class CreateReservationHttpController {
  constructor(
    private readonly handler: CreateReservationHandler,
    private readonly answers: CommandAnswers,
    private readonly settings: SettingsService,
    private readonly gate: SubscriptionGate,
  ) {}

  @Post('reservations')
  @ReservationCommandRoute({
    summary:
      'Creates a reservation (TO_FORM) for a property of the account; its id is a random UUID ' +
      'that guest links carry. residenceId must name a property of the account and maxGuests ' +
      "fit the property's (400 otherwise). guestPhoneE164 beside data: the phone in E.164 " +
      '(null when unreadable), for the wa.me link the host sends it by; guestLinkSentBy: the ' +
      "channels ('email', 'whatsapp') the account's settings send the guest link by on their " +
      'own, as the guest can be reached by them ([]: the host sends it)',
    message: 'reservations.created',
    status: 201,
  })
  createReservation(
    @YupBody(createReservationSchema) body: CreateReservationRequest,
    @CommandCall() call: CommandCall,
  ): Promise<CommandAnswer> {
    return this.answers.answer(call, async (context) => {
      // Issue 31: an inactive account creates nothing new (402); what exists keeps working.
      await this.gate.assertMayCreate(context.actor.accountId);
      const outcome = await this.handler.execute(body, context);
      const settings = await this.settings.ofAccount(context.actor.accountId);
      const guest = { email: body.guestEmail, phone: body.guestPhone };
      return {
        ...outcome,
        extra: {
          guestPhoneE164: phoneE164(body.guestPhone),
          guestLinkSentBy: guestLinkChannelsOnCreation(settings, guest),
        },
      };
    });
  }
}
