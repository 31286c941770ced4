import { Injectable } from '@nestjs/common';
import { SessionRevocations } from '../accounts';
import type { AuthenticatedUser } from '../common';
import { ActiveUsers } from './active-users';
import { TokenService, type TokenScope, type VerifiedToken } from './token.service';

/**
 * The user of a session token, unless the token is not genuine, was made for another scope,
 * the user (or its owner) is no longer active, or the session has ended (logout, password
 * change or reset). The auth guard asks it of every bearer token (scope `api`); the queue
 * board of its cookie's token (scope `queue-board`), which lives only as long as the session
 * it was minted from.
 */
@Injectable()
export class SessionAuthenticator {
  constructor(
    private readonly tokens: TokenService,
    private readonly activeUsers: ActiveUsers,
    private readonly revocations: SessionRevocations,
  ) {}

  async authenticate(
    token: string | undefined,
    scope: TokenScope = 'api',
  ): Promise<AuthenticatedUser | null> {
    return (await this.session(token, scope))?.user ?? null;
  }

  /** The verified token of a live session, or null as `authenticate` answers null. */
  async session(
    token: string | undefined,
    scope: TokenScope = 'api',
  ): Promise<VerifiedToken | null> {
    const verified = token ? await this.tokens.verify(token, scope) : null;
    if (!verified) return null;
    const { user, version, sessionId } = verified;
    const [active, revoked] = await Promise.all([
      this.activeUsers.isActive(user.id),
      this.revocations.isRevoked({ userId: user.id, version, tokenId: sessionId }),
    ]);
    return active && !revoked ? verified : null;
  }
}
