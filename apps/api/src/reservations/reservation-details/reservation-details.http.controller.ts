import { Get, Param, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  ApiAnswers,
  CurrentUser,
  type AuthenticatedUser,
  etagOf,
  IdParamPipe,
  requestLocale,
} from '../../common';
import {
  LockPasscodesRepository,
  lockPasscodeView,
  passCodeAnswer,
  type LockPasscodeView,
  type PassCodeAnswer,
} from '../../locks';
import { ReservationsController } from '../reservation-http';
import type { ReservationPage } from '../reservation-view';
import { ReservationDetailsService } from './reservation-details.service';

const PAGE =
  '{ data: { id, residenceId, status (0–7), statusName, hidden, hiddenMotive, CheckIn, ' +
  'checkout, maxGuests, registeredGuests, guestName, guestEmail, guestPhone, ' +
  'guestPhoneE164 (E.164, null when unreadable), source, language, ' +
  'refuseMotive, cancelMotive, dynamicPassword, responsibleUserId, checkoutResponsibleUserId, ' +
  'bookedParty: { adults, children } | null (as an imported booking gave them), ' +
  "guestLinkDueAt (when an imported reservation's guest link goes by itself, while it waits " +
  'for the property\'s "N days before check-in"; null otherwise), ' +
  'sensitiveDataRemoved, form (the guest form as the guest sent it, unmasked), ' +
  'requireSelfie (whether the account asks guests for a selfie now), ' +
  'residence: { id, name, usesTTLock, dynamicPassword, doorCode (the manual door code), ' +
  'supportedLanguages, timeZone, checkInTime, checkOutTime (the usual times: a CheckIn or ' +
  'checkout given as a date alone is that date at them in timeZone) }, ' +
  'revision, guestPassCode: { success, message } | null (the lock code, ' +
  'or why the lock failed), lockPasscode: { status: active | failed | none, lockId, passcode, ' +
  'startDate, endDate, error: { code, key, message, retry } | null, updatedAt } | null } }; ' +
  'header ETag: "<revision>", to send back as If-Match';

/** The page with its smart lock: what the lock holds and the last failure, for the host. */
type PageWithLock = ReservationPage & {
  guestPassCode: PassCodeAnswer | null;
  lockPasscode: LockPasscodeView | null;
};

/** The reservation details: the spec's GET /api/stays/local/:id, after which OpenAPI names it. */
@ReservationsController()
export class GetLocalReservationHttpController {
  constructor(
    private readonly details: ReservationDetailsService,
    private readonly lockPasscodes: LockPasscodesRepository,
  ) {}

  @Get('local/:id')
  @ApiOperation({ summary: 'A reservation of the account as it is now, with its revision' })
  @ApiAnswers({
    200: PAGE,
    403: 'FORBIDDEN: administrators run no reservations',
    404: "NOT_FOUND: no reservation of the caller's account has this id",
  })
  async getLocalReservation(
    @Param('id', IdParamPipe) id: string,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ data: PageWithLock }> {
    const page = await this.details.of(id, user.accountId);
    response.setHeader('ETag', etagOf(page.revision));
    // The query answered 404 for another account's id, so the lock record is this account's.
    const lock = await this.lockPasscodes.find(id);
    const locale = requestLocale(request);
    return {
      data: {
        ...page,
        guestPassCode: passCodeAnswer(lock, locale),
        lockPasscode: lock ? lockPasscodeView(lock, locale) : null,
      },
    };
  }
}
