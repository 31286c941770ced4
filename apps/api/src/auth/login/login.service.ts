import { Injectable } from '@nestjs/common';
import { Role, type LoginRequest } from '@chegada/contracts';
import { AppError } from '../../common';
import { UsersRepository, decoyHash, verifyPassword } from '../../accounts';
import { type SessionResponse, SessionUserService } from '../../me';
import { TokenService } from '../token.service';
import { LoginThrottle } from './login-throttle';

/** The same user as GET /api/me shows, with its token. */
export type LoginResponse = SessionResponse;

@Injectable()
export class LoginService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
    private readonly sessionUsers: SessionUserService,
  ) {}

  async login({ email, password }: LoginRequest, ip: string): Promise<LoginResponse> {
    await this.throttle.assertAllowed(email, ip);
    const user = await this.users.findByEmail(email);
    const valid = await verifyPassword(user?.password_hash ?? (await decoyHash()), password);
    if (!user || !valid || !user.active) {
      await this.throttle.recordFailure(email, ip);
      throw new AppError('INVALID_CREDENTIALS');
    }
    await this.throttle.recordSuccess(email, ip);
    const accountId = user.role === Role.SUBUSER && user.owner_id ? user.owner_id : user.id;
    const token = await this.tokens.issue(
      { id: user.id, role: user.role as Role, accountId },
      user.token_version,
    );
    return { user: await this.sessionUsers.get(user.id), token };
  }
}
