import { Controller, HttpCode, Ip, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { recoverPasswordSchema, translate, type RecoverPasswordRequest } from '@chegada/contracts';
import { YupBody, ApiAnswers, requestLocale, FIELD_ERRORS, Public } from '../../common';
import { RecoverPasswordService } from './recover-password.service';

@ApiTags('auth')
@Controller('recover-password')
export class RecoverPasswordController {
  constructor(private readonly recovery: RecoverPasswordService) {}

  @Public()
  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'E-mails a single-use link to reset the password, valid for 1 hour',
    description:
      'Answers the same whether or not the e-mail is registered. The e-mail is in the ' +
      "caller's language (Accept-Language or ?lang=).",
  })
  @ApiAnswers({
    200: '{ message }, the same for every e-mail',
    400: FIELD_ERRORS,
    429: 'TOO_MANY_ATTEMPTS: 5 requests per IP in an hour',
  })
  async recover(
    @YupBody(recoverPasswordSchema) body: RecoverPasswordRequest,
    @Ip() ip: string,
    @Req() request: Request,
  ): Promise<{ message: string }> {
    const locale = requestLocale(request);
    await this.recovery.recover(body, ip, locale);
    return { message: translate(locale, 'passwordReset.requested') };
  }
}
