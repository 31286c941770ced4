import { Get, HttpCode, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse } from '@nestjs/swagger';
import { DeliveryLog, renderFrontDeskPdf, type DeliveryRecord } from '@chegada/messaging';
import {
  BearerController,
  AppError,
  CallersReservation,
  CurrentUser,
  IdParamPipe,
  type AuthenticatedUser,
  NO_SUCH_RESERVATION,
  Roles,
} from '../../common';
import { FrontDeskMessages, frontDeskListOf } from './front-desk-list';
import { ReservationSnapshots } from './reservation-snapshot';
import { ResendMessages, resendKinds } from './resend-messages';

@BearerController('reservations', 'stays/reservations')
export class ReservationMessagesController {
  constructor(
    private readonly snapshots: ReservationSnapshots,
    private readonly deliveries: DeliveryLog,
    private readonly resends: ResendMessages,
    private readonly frontDesk: FrontDeskMessages,
  ) {}

  @Post(':id/resend/:what')
  @Roles('DEFAULT_USER', 'SUBUSER')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Sends again what: guest-link (e-mail and WhatsApp) or front-desk-list (queued)',
  })
  @ApiResponse({ status: 202, description: '{ queued }: messages queued; see …/deliveries' })
  @ApiResponse({ status: 404, description: 'NOT_FOUND: no such reservation, or what' })
  @ApiResponse({
    status: 422,
    description:
      'NO_RECIPIENT: no e-mail or phone to send to; GUEST_LINK_CLOSED: the guest link of a ' +
      'cancelled or finished reservation; FRONT_DESK_LIST_CLOSED: the list of a stay not ' +
      'approved',
  })
  async resend(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', IdParamPipe) id: string,
    @Param('what') what: string,
  ): Promise<{ queued: number }> {
    const kind = resendKinds.find((known) => known === what);
    if (!kind) throw new AppError('NOT_FOUND');
    return { queued: await this.resends.resend(id, user.accountId, kind) };
  }

  @Get(':id/deliveries')
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({
    summary: 'Every attempt to send a message of the reservation, oldest first',
    description:
      'channel (email, whatsapp), provider, destination (masked), template, status (sending, ' +
      'sent, failed), the provider’s message id and the error of a failed attempt; ' +
      'frontDeskReachable: whether the property (or the account) has a front desk e-mail or ' +
      'WhatsApp to send the list to.',
  })
  async deliveriesOf(
    @CallersReservation(NO_SUCH_RESERVATION) { id, caller }: CallersReservation,
  ): Promise<{ items: DeliveryRecord[]; frontDeskReachable: boolean }> {
    const snapshot = await this.snapshots.ofAccount(id, caller.accountId);
    const [items, frontDeskReachable] = await Promise.all([
      this.deliveries.ofReservation(id),
      this.frontDesk.reachable(snapshot),
    ]);
    return { items, frontDeskReachable };
  }

  @Get(':id/front-desk.pdf')
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({
    summary: 'The front desk’s guest list: property, dates, guests (documents masked), vehicles',
  })
  @ApiProduces('application/pdf')
  async frontDeskList(
    @CallersReservation(NO_SUCH_RESERVATION) { id, caller }: CallersReservation,
  ): Promise<StreamableFile> {
    const snapshot = await this.snapshots.ofAccount(id, caller.accountId);
    return new StreamableFile(await renderFrontDeskPdf(frontDeskListOf(snapshot)), {
      type: 'application/pdf',
      disposition: `attachment; filename="front-desk-${id.slice(0, 8)}.pdf"`,
    });
  }
}
