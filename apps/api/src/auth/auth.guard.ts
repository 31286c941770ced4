import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Role, type RoleName } from '@chegada/contracts';
import { AppError, type AuthenticatedRequest } from '../common';
import { ActiveUsers } from './active-users';
import { IS_PUBLIC } from './public.decorator';
import { ROLES } from './roles.decorator';
import { TokenService } from './token.service';

/** Global guard: bearer token on every non-public route, then the route's roles. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly activeUsers: ActiveUsers,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const verified = token ? await this.tokens.verify(token) : null;
    const user = verified && (await this.activeUsers.isActive(verified.id)) ? verified : null;
    if (user) request.user = user;
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (!user) throw new AppError('UNAUTHENTICATED');
    const allowed = this.reflector.getAllAndOverride<RoleName[] | undefined>(ROLES, targets);
    if (allowed && !allowed.some((name) => Role[name] === user.role))
      throw new AppError('FORBIDDEN');
    return true;
  }
}
