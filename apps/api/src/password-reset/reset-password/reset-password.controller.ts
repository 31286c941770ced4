import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { resetPasswordSchema, translate, type ResetPasswordRequest } from '@chegada/contracts';
import { YupBody, requestLocale, FIELD_ERRORS, Public } from '../../common';
import { ResetPasswordService } from './reset-password.service';

@ApiTags('auth')
@Controller('reset-password')
export class ResetPasswordController {
  constructor(private readonly resets: ResetPasswordService) {}

  @Public()
  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sets a new password with the token of a recovery e-mail',
    description:
      "Spends the token, voids the user's other reset links and ends all the user's sessions.",
  })
  @ApiResponse({ status: 200, description: '{ message }' })
  @ApiResponse({ status: 400, description: FIELD_ERRORS })
  @ApiResponse({
    status: 400,
    description: 'RESET_TOKEN_INVALID: the token is unknown, expired or already used',
  })
  async reset(
    @YupBody(resetPasswordSchema) body: ResetPasswordRequest,
    @Req() request: Request,
  ): Promise<{ message: string }> {
    await this.resets.reset(body);
    return { message: translate(requestLocale(request), 'passwordReset.done') };
  }
}
