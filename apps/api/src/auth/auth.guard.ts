import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Role, type RoleName } from '@chegada/contracts';
import { SessionRevocations } from '../accounts';
import { AppError, type AuthenticatedRequest, type AuthenticatedUser } from '../common';
import { ActiveUsers } from './active-users';
import { IS_PUBLIC } from './public.decorator';
import { ROLES } from './roles.decorator';
import { bearerToken } from './bearer-token';
import { TokenService } from './token.service';

/** Global guard: bearer token on every non-public route, then the route's roles. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly activeUsers: ActiveUsers,
    private readonly revocations: SessionRevocations,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const user = await this.authenticate(bearerToken(request));
    if (user) request.user = user;
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (!user) throw new AppError('UNAUTHENTICATED');
    const allowed = this.reflector.getAllAndOverride<RoleName[] | undefined>(ROLES, targets);
    if (allowed && !allowed.some((name) => Role[name] === user.role))
      throw new AppError('FORBIDDEN');
    return true;
  }

  /** The token's user, unless the token is not genuine, the user inactive or the session ended. */
  private async authenticate(token: string | undefined): Promise<AuthenticatedUser | null> {
    const verified = token ? await this.tokens.verify(token) : null;
    if (!verified) return null;
    const { user, version, tokenId } = verified;
    const [active, revoked] = await Promise.all([
      this.activeUsers.isActive(user.id),
      this.revocations.isRevoked({ userId: user.id, version, tokenId }),
    ]);
    return active && !revoked ? user : null;
  }
}
