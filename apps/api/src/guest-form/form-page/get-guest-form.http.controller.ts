import { Controller, Get, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiAnswers, AppError, Public } from '../../common';
import {
  ApiGuestLinkHeaders,
  GUEST_DEVICE_COOKIE,
  GuestDevices,
  GuestLinkRequests,
  GuestLinkService,
  LinkHeaders,
  type GuestLinkHeaders,
} from '../link-access';
import type { GuestFormPage } from '@chegada/contracts';
import { GuestFormPages } from './guest-form-page';

@ApiTags('guest form')
@Controller('stays')
export class GetGuestFormHttpController {
  constructor(
    private readonly links: GuestLinkService,
    private readonly pages: GuestFormPages,
    private readonly devices: GuestDevices,
    private readonly linkRequests: GuestLinkRequests,
  ) {}

  @Public()
  @Get('guestForm/:id')
  @ApiOperation({ summary: 'The reservation as its guest may see it, through the guest link' })
  @ApiGuestLinkHeaders("An additional guest's own link: only that guest's part is shown")
  @ApiAnswers({
    200:
      '{ data: { id, status, statusName, source, language, supportedLanguages, CheckIn, ' +
      'checkout, maxGuests, bookedParty: { adults, children } | null (as an imported ' +
      'booking gave them: the stay step starts with them), company, residence, deposit: { amount, brCode, qrCodeDataUrl } | ' +
      'null, form, privacy: { maskedFields, unlockDestinations: [{ channel, masked }] }, ' +
      'prefill: { name, email, phone } | null, ' +
      'files, missing, message: { kind, refuseMotive }, access: { releasesAt, released, ' +
      'passcode }, guide: { wifiNetwork, wifiPassword, hasWifiPassword, parkingInstructions, ' +
      'hostPhoneE164, nearbyPlaces: [{ name, type, zip, street, number, complement, ' +
      'neighborhood, city, state }] } | null } }. The guide comes only while the stay is ' +
      'approved; its wifiPassword, like the passcode, only once access is released. Document numbers are always masked (cpfFilled, passportFilled, birthCertificateFilled). The ' +
      "guest's name, e-mail, phone, birth date and street address come in full only to the " +
      `browser whose ${GUEST_DEVICE_COOKIE} cookie saved them or unlocked them with a code ` +
      '(POST …/unlock); elsewhere they hold a mask (•) and privacy.maskedFields names their ' +
      'paths (e.g. name, address.street, additionalGuests.0.name, additionalGuest.phone). ' +
      "prefill, on the main link only, is the main guest's name, e-mail and phone (E.164) as " +
      'the host typed them, for the form to start with: given to a browser that sees the ' +
      "guest's data in full, or to any while the form holds no personal data yet; null else.",
    404: 'NOT_FOUND: no such link (whichever part is wrong)',
  })
  async getGuestForm(
    @Param('id') id: string,
    @LinkHeaders() { source, friendlyCode, additionalGuestKey }: GuestLinkHeaders,
    @Req() request: Request,
  ): Promise<{ data: GuestFormPage }> {
    if (!source) throw new AppError('NOT_FOUND');
    const target = await this.links.resolve({
      reservationId: id,
      source,
      ...(friendlyCode ? { friendlyCode } : {}),
    });
    await this.linkRequests.logAccess(target, additionalGuestKey || 'main', request);
    const access = await this.devices.accessOf(request, id);
    return {
      data: await this.pages.pageOf(target, new Date(), access, additionalGuestKey || undefined),
    };
  }
}
