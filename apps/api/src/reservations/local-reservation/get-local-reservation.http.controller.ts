import { Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type AuthenticatedUser, etagOf, IdParamPipe } from '../../common';
import { ReservationsController } from '../reservation-http';
import type { ReservationPage } from '../reservation-view';
import { GetLocalReservationQuery } from './get-local-reservation.query';

const PAGE =
  '{ data: { id, residenceId, status (0–7), statusName, hidden, hiddenMotive, CheckIn, ' +
  'checkout, maxGuests, registeredGuests, guestName, guestEmail, guestPhone, source, language, ' +
  'refuseMotive, cancelMotive, dynamicPassword, responsibleUserId, checkoutResponsibleUserId, ' +
  'sensitiveDataRemoved, residence: { id, name, usesTTLock, dynamicPassword, ' +
  'supportedLanguages }, revision } }; header ETag: "<revision>", to send back as If-Match';

@ReservationsController()
export class GetLocalReservationHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('local/:id')
  @ApiOperation({ summary: 'A reservation of the account as it is now, with its revision' })
  @ApiResponse({ status: 200, description: PAGE })
  @ApiResponse({ status: 403, description: 'FORBIDDEN: administrators run no reservations' })
  @ApiResponse({
    status: 404,
    description: "NOT_FOUND: no reservation of the caller's account has this id",
  })
  async getLocalReservation(
    @Param('id', IdParamPipe) id: string,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ data: ReservationPage }> {
    const page = await this.queryBus.execute(new GetLocalReservationQuery(id, user.accountId));
    response.setHeader('ETag', etagOf(page.revision));
    return { data: page };
  }
}
