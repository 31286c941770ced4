import { Get, HttpCode, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse } from '@nestjs/swagger';
import { DeliveryLog, renderFrontDeskPdf, type DeliveryRecord } from '@chegada/messaging';
import { Roles } from '../../auth';
import {
  BearerController,
  AppError,
  CurrentUser,
  IdParamPipe,
  type AuthenticatedUser,
} from '../../common';
import { frontDeskListOf } from './front-desk-list';
import { ReservationSnapshots } from './reservation-snapshot';
import { ResendMessages, resendKinds } from './resend-messages';

@BearerController('reservations', 'stays/reservations')
export class ReservationMessagesController {
  constructor(
    private readonly snapshots: ReservationSnapshots,
    private readonly deliveries: DeliveryLog,
    private readonly resends: ResendMessages,
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
      'cancelled or finished reservation',
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
      'sent, failed), the provider’s message id and the error of a failed attempt.',
  })
  @ApiResponse({ status: 404, description: 'NOT_FOUND: no such reservation in the account' })
  async deliveriesOf(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', IdParamPipe) id: string,
  ): Promise<{ items: DeliveryRecord[] }> {
    await this.snapshots.ofAccount(id, user.accountId);
    return { items: await this.deliveries.ofReservation(id) };
  }

  @Get(':id/front-desk.pdf')
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({
    summary: 'The front desk’s guest list: property, dates, guests (documents masked), vehicles',
  })
  @ApiProduces('application/pdf')
  @ApiResponse({ status: 404, description: 'NOT_FOUND: no such reservation in the account' })
  async frontDeskList(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', IdParamPipe) id: string,
  ): Promise<StreamableFile> {
    const snapshot = await this.snapshots.ofAccount(id, user.accountId);
    return new StreamableFile(await renderFrontDeskPdf(frontDeskListOf(snapshot)), {
      type: 'application/pdf',
      disposition: `attachment; filename="front-desk-${id.slice(0, 8)}.pdf"`,
    });
  }
}
