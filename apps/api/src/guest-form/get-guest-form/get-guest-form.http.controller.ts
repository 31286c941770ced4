import { Controller, Get, Headers, Param } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../auth';
import { AppError } from '../../common';
import { GuestLinkService } from '../guest-link.service';
import type { GuestFormPage } from '@chegada/contracts';
import { GuestFormPages } from './guest-form-page';

@ApiTags('guest form')
@Controller('stays')
export class GetGuestFormHttpController {
  constructor(
    private readonly links: GuestLinkService,
    private readonly pages: GuestFormPages,
  ) {}

  @Public()
  @Get('guestForm/:id')
  @ApiOperation({ summary: 'The reservation as its guest may see it, through the guest link' })
  @ApiHeader({ name: 'source', required: true, description: 'The booking source of the link' })
  @ApiHeader({ name: 'friendlycode', required: false, description: "The company's link code" })
  @ApiHeader({
    name: 'additionalguestkey',
    required: false,
    description: "An additional guest's own link: only that guest's part is shown",
  })
  @ApiResponse({
    status: 200,
    description:
      '{ data: { id, status, statusName, source, language, supportedLanguages, CheckIn, ' +
      'checkout, maxGuests, company, residence, deposit: { amount, brCode, qrCodeDataUrl } | ' +
      'null, form (document numbers masked), files, missing, message: { kind, refuseMotive }, ' +
      'access: { releasesAt, released, passcode } } }',
  })
  @ApiResponse({ status: 404, description: 'NOT_FOUND: no such link (whichever part is wrong)' })
  async getGuestForm(
    @Param('id') id: string,
    @Headers('source') source: string | undefined,
    @Headers('friendlycode') friendlyCode: string | undefined,
    @Headers('additionalguestkey') additionalGuestKey: string | undefined,
  ): Promise<{ data: GuestFormPage }> {
    if (!source) throw new AppError('NOT_FOUND');
    const target = await this.links.resolve({
      reservationId: id,
      source,
      ...(friendlyCode ? { friendlyCode } : {}),
    });
    return { data: await this.pages.pageOf(target, new Date(), additionalGuestKey || undefined) };
  }
}
