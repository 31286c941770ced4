import { Injectable } from '@nestjs/common';
import type { ChangePasswordRequest } from '@chegada/contracts';
import { SessionRevocations, UsersRepository, hashPassword, verifyPassword } from '../../accounts';
import { AppError, type AuthenticatedUser } from '../../common';
import { TokenService } from '../token.service';

/** Sets a signed-in user's new password, ending all its sessions; answers a fresh token. */
@Injectable()
export class ChangePasswordService {
  constructor(
    private readonly users: UsersRepository,
    private readonly revocations: SessionRevocations,
    private readonly tokens: TokenService,
  ) {}

  async change(
    caller: AuthenticatedUser,
    { currentPassword, newPassword }: ChangePasswordRequest,
  ): Promise<string> {
    const user = await this.users.findActive(caller.id);
    if (!user) throw new AppError('UNAUTHENTICATED');
    if (!(await verifyPassword(user.password_hash, currentPassword))) {
      throw new AppError('VALIDATION_FAILED', [
        { field: 'currentPassword', key: 'passwordChange.wrongCurrent' },
      ]);
    }
    const version = await this.users.setPasswordHash(user.id, await hashPassword(newPassword));
    await this.revocations.revokeAll(user.id, version);
    return this.tokens.issue(caller, version);
  }
}
