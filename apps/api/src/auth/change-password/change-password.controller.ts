import { Body, Controller, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { changePasswordSchema, translate, type ChangePasswordRequest } from '@chegada/contracts';
import {
  ApiYupBody,
  CurrentUser,
  YupValidationPipe,
  requestLocale,
  type AuthenticatedUser,
} from '../../common';
import { ChangePasswordService } from './change-password.service';

@ApiTags('accounts')
@ApiBearerAuth()
@Controller('me/password')
export class ChangePasswordController {
  constructor(private readonly passwords: ChangePasswordService) {}

  @Put()
  @ApiOperation({
    summary: "Changes the signed-in user's password",
    description:
      'Ends every session of the user, this one included, and answers a fresh token for ' +
      'this device: store it in place of the old one.',
  })
  @ApiYupBody(changePasswordSchema)
  @ApiResponse({ status: 200, description: '{ message, token }' })
  @ApiResponse({
    status: 400,
    description:
      'VALIDATION_FAILED with the field errors: newPassword under 6 characters, or ' +
      'currentPassword wrong',
  })
  @ApiResponse({ status: 401, description: 'UNAUTHENTICATED' })
  async change(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new YupValidationPipe(changePasswordSchema)) body: ChangePasswordRequest,
    @Req() request: Request,
  ): Promise<{ message: string; token: string }> {
    const token = await this.passwords.change(user, body);
    return { message: translate(requestLocale(request), 'passwordChange.done'), token };
  }
}
