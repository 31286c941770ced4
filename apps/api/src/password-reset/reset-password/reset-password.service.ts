import { Injectable } from '@nestjs/common';
import type { ResetPasswordRequest } from '@chegada/contracts';
import { SessionRevocations, hashPassword } from '../../accounts';
import { AppError } from '../../common';
import { PasswordResetRepository } from '../password-reset.repository';
import { hashResetToken } from '../reset-token';

/**
 * Sets a new password with the token of a reset e-mail; the token then works no more, and
 * neither does any session of the user (whoever asked for the reset may not trust them).
 */
@Injectable()
export class ResetPasswordService {
  constructor(
    private readonly tokens: PasswordResetRepository,
    private readonly revocations: SessionRevocations,
  ) {}

  async reset({ token, password }: ResetPasswordRequest): Promise<void> {
    // Hashed before the transaction, which then holds its locks only briefly.
    const passwordHash = await hashPassword(password);
    const set = await this.tokens.resetPassword(hashResetToken(token), passwordHash);
    if (!set) throw new AppError('RESET_TOKEN_INVALID');
    await this.revocations.revokeAll(set.userId, set.tokenVersion);
  }
}
