import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { Role, type Locale, type RegisterRequest } from '@chegada/contracts';
import {
  normalizeCnpj,
  normalizePhone,
  normalizeWebsite,
  trialPeriod,
  TRIAL_PLAN_NAME,
} from '@chegada/domain';
import { AccessLog } from '../access-log';
import { hashPassword, UsersRepository } from '../accounts';
import { TokenService } from '../auth';
import { AppError, RateLimiter, type RateLimit } from '../common';
import { type SessionResponse, SessionUserService } from '../me';
import { RegistrationRepository, type NewAccount } from './registration.repository';

const emailTaken = () =>
  new AppError('VALIDATION_FAILED', [{ field: 'email', key: 'registration.emailTaken' }]);

/** The stored form of a validated request: phone in E.164, CNPJ and website normalized. */
const newAccount = (
  request: RegisterRequest,
  passwordHash: string,
  trial: { now: Date; days: number },
  language: Locale,
): NewAccount => {
  // The schema has accepted the phone, so it normalizes.
  const phone = normalizePhone(request.phone) ?? request.phone;
  return {
    owner: { name: request.name, email: request.email, phone, passwordHash, language },
    company: {
      name: request.companyName,
      cnpj: normalizeCnpj(request.cnpj),
      website: request.website ? normalizeWebsite(request.website) : null,
      phone,
      quantityOfProperties: request.quantityOfProperties,
    },
    trial: {
      planName: TRIAL_PLAN_NAME,
      ...trialPeriod(trial.now, trial.days),
      skipSubscription: request.skipSubscription ?? false,
    },
  };
};

/**
 * Registrations per IP: past 10 within an hour of the first, 429 until the hour ends.
 * Attempts with a taken e-mail count too, which slows probing for registered e-mails.
 */
const REGISTRATIONS: RateLimit = { name: 'registrations:ip', max: 10, windowSeconds: 60 * 60 };

@Injectable()
export class RegistrationService {
  constructor(
    private readonly users: UsersRepository,
    private readonly accounts: RegistrationRepository,
    private readonly limiter: RateLimiter,
    private readonly tokens: TokenService,
    private readonly sessionUsers: SessionUserService,
    private readonly accessLog: AccessLog,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** A new store owner with its company and trial (TRIAL_DAYS, 30 by default), signed in. */
  async register(
    request: RegisterRequest,
    ip: string,
    language: Locale = 'pt-BR',
  ): Promise<SessionResponse> {
    await this.limiter.consume(REGISTRATIONS, ip);
    // Checked first to spare an argon2 hash; under a race the unique index decides.
    if (await this.users.findByEmail(request.email)) throw emailTaken();
    const passwordHash = await hashPassword(request.password);
    const ownerId = await this.accounts.createAccount(
      newAccount(
        request,
        passwordHash,
        { now: new Date(), days: this.config.TRIAL_DAYS },
        language,
      ),
    );
    if (!ownerId) throw emailTaken();
    const token = await this.tokens.issue({
      id: ownerId,
      role: Role.DEFAULT_USER,
      accountId: ownerId,
    });
    // A registration signs the new owner in: an access like any sign-in (Marco Civil art. 15).
    await this.accessLog.record({ kind: 'sign-in', accountId: ownerId, userId: ownerId, ip });
    return { user: await this.sessionUsers.get(ownerId), token };
  }
}
