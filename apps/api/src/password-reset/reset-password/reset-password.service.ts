import { Injectable } from '@nestjs/common';
import type { ResetPasswordRequest } from '@chegada/contracts';
import { hashPassword } from '../../accounts';
import { AppError } from '../../common';
import { PasswordResetRepository } from '../password-reset.repository';
import { hashResetToken } from '../reset-token';

/** Sets a new password with the token of a reset e-mail; the token then works no more. */
@Injectable()
export class ResetPasswordService {
  constructor(private readonly tokens: PasswordResetRepository) {}

  async reset({ token, password }: ResetPasswordRequest): Promise<void> {
    // Hashed before the transaction, which then holds its locks only briefly.
    const passwordHash = await hashPassword(password);
    const reset = await this.tokens.resetPassword(hashResetToken(token), passwordHash);
    if (!reset) throw new AppError('RESET_TOKEN_INVALID');
  }
}
