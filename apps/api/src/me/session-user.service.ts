import { Injectable } from '@nestjs/common';
import type { Locale, ProfileRequest } from '@chegada/contracts';
import { normalizePhone } from '@chegada/domain';
import { UsersRepository } from '../accounts';
import { AppError } from '../common';
import { CompaniesRepository } from '../companies';
import { SettingsService } from '../settings';
import { SubscriptionGate } from '../subscription-gate';
import { toSessionUser, type SessionUser } from './session-user';

@Injectable()
export class SessionUserService {
  constructor(
    private readonly users: UsersRepository,
    private readonly companies: CompaniesRepository,
    private readonly accountSettings: SettingsService,
    private readonly gate: SubscriptionGate,
  ) {}

  /**
   * The user a session belongs to; a user removed or deactivated since its token was issued
   * is signed out (UNAUTHENTICATED), as the web client logs out on a failed /api/me.
   */
  async get(userId: string, now = new Date()): Promise<SessionUser> {
    const user = await this.users.findActive(userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    const accountId = user.owner_id ?? user.id;
    const [company, subscription, settings, hold] = await Promise.all([
      this.companies.findCompany(accountId),
      this.companies.findCurrentSubscription(accountId),
      this.accountSettings.ofAccount(accountId),
      this.gate.hold(accountId, now),
    ]);
    return toSessionUser(user, company, subscription, now, settings, {
      billing: this.gate.billing,
      hold,
    });
  }

  /** The language the user chose in the app: the server's e-mails to them follow it. */
  async updateLanguage(userId: string, language: Locale): Promise<void> {
    await this.get(userId);
    await this.users.setLanguage(userId, language);
  }

  /** The user's own name and phone (stored in E.164, as everywhere); answers the session user. */
  async updateProfile(userId: string, { name, phone }: ProfileRequest): Promise<SessionUser> {
    await this.get(userId);
    await this.users.updateProfile(userId, {
      name,
      phone: phone ? (normalizePhone(phone) ?? phone) : null,
    });
    return this.get(userId);
  }
}
