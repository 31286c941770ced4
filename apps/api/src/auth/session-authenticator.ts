import { Injectable } from '@nestjs/common';
import { SessionRevocations } from '../accounts';
import type { AuthenticatedUser } from '../common';
import { ActiveUsers } from './active-users';
import { TokenService } from './token.service';

/**
 * The user of a session token, unless the token is not genuine, the user (or its owner) is no
 * longer active, or the session has ended (logout, password change or reset). The auth guard
 * asks it of every bearer token; the queue board of the cookie that carries one.
 */
@Injectable()
export class SessionAuthenticator {
  constructor(
    private readonly tokens: TokenService,
    private readonly activeUsers: ActiveUsers,
    private readonly revocations: SessionRevocations,
  ) {}

  async authenticate(token: string | undefined): Promise<AuthenticatedUser | null> {
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
