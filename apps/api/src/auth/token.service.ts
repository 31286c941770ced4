import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Role } from '@chegada/contracts';
import { CONFIG, type Config } from '@chegada/config';
import { LruMap, type AuthenticatedUser } from '../common';

type TokenClaims = { sub: string; role: number; acc: string };

/** Tokens whose signature this process checked recently (a few hundred bytes each). */
const VERIFIED_TOKENS = 10_000;

const roles = new Set<number>(Object.values(Role));

/**
 * Short-lived bearer tokens (HS256, JWT_SECRET, JWT_TTL_SECONDS).
 *
 * A token whose signature checked out is kept until it expires, so the next request with the
 * same token skips the HMAC and the JSON parsing. Only a verified token's exact text is kept,
 * so a changed byte is verified afresh, and the kept expiry still ends it; a deactivated user
 * is ActiveUsers' to refuse.
 */
@Injectable()
export class TokenService {
  private readonly jwt: JwtService;

  private readonly verified = new LruMap<string, { user: AuthenticatedUser; expiresAtMs: number }>(
    VERIFIED_TOKENS,
  );

  constructor(@Inject(CONFIG) config: Config) {
    this.jwt = new JwtService({
      // A KeyObject: given a string, jsonwebtoken first tries it as a PEM public key, a costly
      // failed guess on every request.
      secret: createSecretKey(Buffer.from(config.JWT_SECRET)),
      signOptions: { algorithm: 'HS256', expiresIn: config.JWT_TTL_SECONDS, issuer: 'chegada' },
      verifyOptions: { algorithms: ['HS256'], issuer: 'chegada' },
    });
  }

  issue(user: AuthenticatedUser): Promise<string> {
    const claims: TokenClaims = { sub: user.id, role: user.role, acc: user.accountId };
    return this.jwt.signAsync(claims);
  }

  /** The user a token names, or null when it is forged, expired or malformed. */
  async verify(token: string): Promise<AuthenticatedUser | null> {
    const kept = this.verified.get(token);
    if (kept) {
      if (Date.now() < kept.expiresAtMs) return kept.user;
      this.verified.delete(token);
      return null;
    }
    try {
      const claims = await this.jwt.verifyAsync<TokenClaims & { exp: number }>(token);
      if (!roles.has(claims.role)) return null;
      const user = { id: claims.sub, role: claims.role as Role, accountId: claims.acc };
      this.verified.set(token, { user, expiresAtMs: claims.exp * 1000 });
      return user;
    } catch {
      return null;
    }
  }
}
