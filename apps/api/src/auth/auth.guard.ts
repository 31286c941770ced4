import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Role, type RoleName } from '@chegada/contracts';
import { AppError, IS_PUBLIC, ROLES, type AuthenticatedRequest } from '../common';
import { bearerToken } from './bearer-token';
import { SessionAuthenticator } from './session-authenticator';

/** Global guard: bearer token on every non-public route, then the route's roles. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const user = await this.sessions.authenticate(bearerToken(request));
    if (user) request.user = user;
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (!user) throw new AppError('UNAUTHENTICATED');
    const allowed = this.reflector.getAllAndOverride<RoleName[] | undefined>(ROLES, targets);
    if (allowed && !allowed.some((name) => Role[name] === user.role))
      throw new AppError('FORBIDDEN');
    return true;
  }
}
