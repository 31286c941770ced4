import { Injectable } from '@nestjs/common';
import { Role, type Locale, type LoginRequest } from '@chegada/contracts';
import { AppError } from '../../common';
import { AccessLog } from '../../access-log';
import { UsersRepository, decoyHash, verifyPassword, type UserRow } from '../../accounts';
import { type SessionResponse, SessionUserService } from '../../me';
import { TokenService } from '../token.service';
import { LoginCodeMail } from './login-code-mail';
import { LoginCodes } from './login-codes';
import { LoginThrottle } from './login-throttle';

/** The same user as GET /api/me shows, with its token. */
export type LoginResponse = SessionResponse;

/** Who is logging in, and from where. */
export type LoginAttempt = { ip: string; locale: Locale };

@Injectable()
export class LoginService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
    private readonly codes: LoginCodes,
    private readonly codeMail: LoginCodeMail,
    private readonly sessionUsers: SessionUserService,
    private readonly accessLog: AccessLog,
  ) {}

  async login(request: LoginRequest, attempt: LoginAttempt): Promise<LoginResponse> {
    const { email, password } = request;
    const gate = await this.throttle.assertAllowed(email, attempt.ip);
    const found = await this.users.findByEmail(email);
    const valid = await verifyPassword(found?.password_hash ?? (await decoyHash()), password);
    const user = found && valid && found.active ? found : undefined;
    // Throws unless both the password and the code are right.
    if (gate === 'code-required') await this.assertCode(request, user, attempt);
    if (!user) {
      await this.throttle.recordFailure(email, attempt.ip);
      throw new AppError('INVALID_CREDENTIALS');
    }
    return this.signIn(user, email, attempt.ip);
  }

  /**
   * Where the password alone is not enough: the answer is the same whether or not the password
   * was right (an attacker at a fresh address learns nothing), but only the right password
   * e-mails a code, and only the code with the right password lets the user in.
   */
  private async assertCode(
    { email, code }: LoginRequest,
    user: UserRow | undefined,
    { ip, locale }: LoginAttempt,
  ): Promise<void> {
    if (!user) await this.throttle.recordFailure(email, ip, { asPair: false });
    if (!code) {
      if (user) await this.codeMail.send(user, await this.codes.issue(user.id, ip), locale);
      throw new AppError('LOGIN_CODE_REQUIRED');
    }
    if (!user || !(await this.codes.redeem(user.id, ip, code))) {
      throw new AppError('LOGIN_CODE_INVALID');
    }
  }

  private async signIn(user: UserRow, email: string, ip: string): Promise<LoginResponse> {
    await this.throttle.recordSuccess(email, ip);
    const accountId = user.role === Role.SUBUSER && user.owner_id ? user.owner_id : user.id;
    const token = await this.tokens.issue(
      { id: user.id, role: user.role as Role, accountId },
      user.token_version,
    );
    await this.accessLog.record({ kind: 'sign-in', accountId, userId: user.id, ip });
    return { user: await this.sessionUsers.get(user.id), token };
  }
}
