import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CompanyInfo } from '@chegada/contracts';
import { ApiAnswers, AppError, Public } from '../../../common';
import { GuestLinksRepository } from '../guest-links.repository';

@ApiTags('guest form')
@Controller('stays')
export class GetCompanyInfoHttpController {
  constructor(private readonly links: GuestLinksRepository) {}

  @Public()
  @Get('company-info/:friendlyCode')
  @ApiOperation({ summary: 'The host company a guest link belongs to (public)' })
  @ApiAnswers({
    200: '{ data: { name, friendlyCode, logo, phone, website, supportedLanguages } }',
    404: 'NOT_FOUND: no company has this code',
  })
  async getCompanyInfo(
    @Param('friendlyCode') friendlyCode: string,
  ): Promise<{ data: CompanyInfo }> {
    const company = /^[a-z0-9-]{1,80}$/i.test(friendlyCode)
      ? await this.links.findCompanyByFriendlyCode(friendlyCode)
      : undefined;
    if (!company) throw new AppError('NOT_FOUND');
    return {
      data: {
        name: company.name,
        friendlyCode: company.friendlyCode,
        // Companies have no logo upload yet: the guest header shows the name.
        logo: null,
        phone: company.phone,
        website: company.website,
        supportedLanguages: company.supportedLanguages,
      },
    };
  }
}
