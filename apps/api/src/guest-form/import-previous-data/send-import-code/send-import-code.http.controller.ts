import { Controller, HttpCode, Ip, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  generateImportCodeSchema,
  negotiateLocale,
  type GenerateImportCodeRequest,
} from '@chegada/contracts';
import { YupBody, ApiAnswers, Public } from '../../../common';
import { SendImportCodeService, type ImportCodeAnswer } from './send-import-code.service';

@ApiTags('guest form')
@Controller('stays/reservations')
export class SendImportCodeHttpController {
  constructor(private readonly codes: SendImportCodeService) {}

  @Public()
  @Post('generate-code-previous-data')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sends a 6-digit code to the selected earlier guest, by e-mail or WhatsApp',
    description:
      'selectedGuestId comes from import-last-reservation. The code is valid 10 minutes, for ' +
      '5 attempts, once; a new code replaces the earlier one. `lang` (or Accept-Language) ' +
      'chooses the language of the message. channel defaults to e-mail when there is one.',
  })
  @ApiAnswers({
    200: '{ success: true, message, destination (masked) }',
    400: 'VALIDATION_FAILED, or no such channel for the guest',
    404: 'NOT_FOUND: unknown or expired selectedGuestId',
    429: 'TOO_MANY_ATTEMPTS: 3 codes per reservation in 10 minutes, 10 per IP in an hour',
    502:
      "IMPORT_EMAIL_FAILED 'Error sending email.', IMPORT_WHATSAPP_FAILED 'Error sending " +
      "WhatsApp.', IMPORT_CODE_SEND_FAILED 'Error sending code.'",
  })
  send(
    @YupBody(generateImportCodeSchema) body: GenerateImportCodeRequest,
    @Ip() ip: string,
    @Req() request: Request,
  ): Promise<ImportCodeAnswer> {
    const locale = negotiateLocale(body.lang, request.headers['accept-language']);
    return this.codes.send(body, locale, ip);
  }
}
