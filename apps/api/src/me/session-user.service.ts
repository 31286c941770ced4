import { Injectable } from '@nestjs/common';
import { UsersRepository } from '../accounts';
import { AppError } from '../common';
import { toSessionUser, type SessionUser } from './session-user';
import { SessionUserRepository } from './session-user.repository';

@Injectable()
export class SessionUserService {
  constructor(
    private readonly users: UsersRepository,
    private readonly repository: SessionUserRepository,
  ) {}

  /**
   * The user a session belongs to; a user removed or deactivated since its token was issued
   * is signed out (UNAUTHENTICATED), as the web client logs out on a failed /api/me.
   */
  async get(userId: string, now = new Date()): Promise<SessionUser> {
    const user = await this.users.findActive(userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    const accountId = user.owner_id ?? user.id;
    const [company, subscription] = await Promise.all([
      this.repository.findCompany(accountId),
      this.repository.findCurrentSubscription(accountId),
    ]);
    return toSessionUser(user, company, subscription, now);
  }
}
