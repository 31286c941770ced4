import { Put, Req } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Request } from 'express';
import { changePasswordSchema, translate, type ChangePasswordRequest } from '@chegada/contracts';
import {
  BearerController,
  YupBody,
  ApiAnswers,
  CurrentUser,
  requestLocale,
  type AuthenticatedUser,
} from '../../common';
import { ChangePasswordService } from './change-password.service';

@BearerController('accounts', 'me/password')
export class ChangePasswordController {
  constructor(private readonly passwords: ChangePasswordService) {}

  @Put()
  @ApiOperation({
    summary: "Changes the signed-in user's password",
    description:
      'Ends every session of the user, this one included, and answers a fresh token for ' +
      'this device: store it in place of the old one.',
  })
  @ApiAnswers({
    200: '{ message, token }',
    400:
      'VALIDATION_FAILED with the field errors: newPassword under 6 characters, or ' +
      'currentPassword wrong',
    401: 'UNAUTHENTICATED',
  })
  async change(
    @CurrentUser() user: AuthenticatedUser,
    @YupBody(changePasswordSchema) body: ChangePasswordRequest,
    @Req() request: Request,
  ): Promise<{ message: string; token: string }> {
    const token = await this.passwords.change(user, body);
    return { message: translate(requestLocale(request), 'passwordChange.done'), token };
  }
}
