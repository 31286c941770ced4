import { Controller, HttpCode, Ip, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiGuestLinkHeaders, LinkHeaders, type GuestLinkHeaders } from '../guest-link-request';
import type { Request, Response } from 'express';
import {
  guestFormUnlockCodeSchema,
  guestFormUnlockSchema,
  negotiateLocale,
  type GuestFormUnlockCodeRequest,
  type GuestFormUnlockRequest,
} from '@chegada/contracts';
import { YupBody, ApiAnswers, AppError, Public } from '../../../common';
import { GUEST_DEVICE_COOKIE } from '../device-access/guest-devices';
import {
  UnlockGuestFormService,
  type UnlockAnswer,
  type UnlockCodeAnswer,
  type UnlockLink,
} from './unlock-guest-form.service';

const linkOf = (
  reservationId: string,
  { source, friendlyCode, additionalGuestKey }: GuestLinkHeaders,
): UnlockLink => {
  if (!source) throw new AppError('NOT_FOUND');
  return {
    reservationId,
    source,
    ...(friendlyCode ? { friendlyCode } : {}),
    ...(additionalGuestKey ? { additionalGuestKey } : {}),
  };
};

// The headers of a guest link, as GET /api/stays/guestForm/:id takes them.
const ApiUnlockLinkHeaders = () =>
  ApiGuestLinkHeaders("An additional guest's own link: that guest's data is unlocked");

/** A guest sees the data saved from another device after proving a code (issue 15). */
@ApiTags('guest form')
@Controller('stays')
export class UnlockGuestFormHttpController {
  constructor(private readonly unlocks: UnlockGuestFormService) {}

  @Public()
  @Post('guestForm/:id/unlock-code')
  @HttpCode(200)
  @ApiUnlockLinkHeaders()
  @ApiOperation({
    summary: "Sends a 6-digit code to the guest's e-mail or WhatsApp to show their saved data",
    description:
      "The main link's code goes to the contact the host entered (else the form's); an " +
      "additional guest's link's to that guest's saved phone. The code is valid 10 minutes, " +
      'for 5 attempts, once; a new code replaces the earlier one. channel defaults to e-mail ' +
      'when there is one; `lang` (or Accept-Language) chooses the language of the message.',
  })
  @ApiAnswers({
    200: '{ success: true, message, destination (masked) }',
    400: 'VALIDATION_FAILED, or no such channel for the guest',
    404: 'NOT_FOUND: no such link',
    429: 'TOO_MANY_ATTEMPTS: 3 codes per guest in 10 minutes, 10 per IP in an hour',
    502: 'IMPORT_EMAIL_FAILED, IMPORT_WHATSAPP_FAILED, IMPORT_CODE_SEND_FAILED',
  })
  sendCode(
    @Param('id') id: string,
    @LinkHeaders() headers: GuestLinkHeaders,
    @YupBody(guestFormUnlockCodeSchema) body: GuestFormUnlockCodeRequest,
    @Ip() ip: string,
    @Req() request: Request,
  ): Promise<UnlockCodeAnswer> {
    const locale = negotiateLocale(body.lang, request.headers['accept-language']);
    const link = linkOf(id, headers);
    return this.unlocks.sendCode(link, body, locale, ip);
  }

  @Public()
  @Post('guestForm/:id/unlock')
  @HttpCode(200)
  @ApiUnlockLinkHeaders()
  @ApiOperation({
    summary: "Shows the guest's saved data in full on this browser, with the code sent",
    description:
      `Sets the ${GUEST_DEVICE_COOKIE} cookie (HttpOnly, SameSite=Lax, Secure behind HTTPS, ` +
      "path /api/stays, 60 days): GET /api/stays/guestForm/:id then answers that guest's " +
      'data unmasked on this browser.',
  })
  @ApiAnswers({
    200: '{ success: true, message }, and the cookie',
    400: 'VALIDATION_FAILED: the 6-digit code is required',
    404: 'NOT_FOUND: no such link',
    422:
      'IMPORT_CODE_INVALID (a wrong code), IMPORT_CODE_EXPIRED (expired, used, or out of ' +
      'attempts: ask for a new one)',
    429: 'TOO_MANY_ATTEMPTS: 30 per IP in 10 minutes',
  })
  unlock(
    @Param('id') id: string,
    @LinkHeaders() headers: GuestLinkHeaders,
    @YupBody(guestFormUnlockSchema) body: GuestFormUnlockRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UnlockAnswer> {
    const locale = negotiateLocale(body.lang, request.headers['accept-language']);
    const link = linkOf(id, headers);
    return this.unlocks.unlock(link, body, { request, response }, locale);
  }
}
