import { createSecretKey, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Role } from '@chegada/contracts';
import { CONFIG, type Config } from '@chegada/config';
import { LruMap, type AuthenticatedUser } from '../common';

// `ver`: the user's token version at issue; tokens from before `ver` existed count as 0.
// `jti`: names one token, so two logins in the same second still get tokens of their own.
type TokenClaims = { sub: string; role: number; acc: string; ver?: number; jti?: string };

/** What a genuine, unexpired token says. */
export type VerifiedToken = {
  user: AuthenticatedUser;
  /** Unique per token: what logging out revokes. */
  tokenId: string;
  version: number;
  expiresAtMs: number;
};

/** Tokens whose signature this process checked recently (a few hundred bytes each). */
const VERIFIED_TOKENS = 10_000;

const roles = new Set<number>(Object.values(Role));

/**
 * Short-lived bearer tokens (HS256, JWT_SECRET, JWT_TTL_SECONDS).
 *
 * A token whose signature checked out is kept until it expires, so the next request with the
 * same token skips the HMAC and the JSON parsing. Only a verified token's exact text is kept,
 * so a changed byte is verified afresh, and the kept expiry still ends it. Whether the
 * session was ended since (logout, new password) or the user deactivated is not this cache's
 * to say: the auth guard asks SessionRevocations and ActiveUsers on every request.
 */
@Injectable()
export class TokenService {
  private readonly jwt: JwtService;

  private readonly verified = new LruMap<string, VerifiedToken>(VERIFIED_TOKENS);

  constructor(@Inject(CONFIG) config: Config) {
    this.jwt = new JwtService({
      // A KeyObject: given a string, jsonwebtoken first tries it as a PEM public key, a costly
      // failed guess on every request.
      secret: createSecretKey(Buffer.from(config.JWT_SECRET)),
      signOptions: { algorithm: 'HS256', expiresIn: config.JWT_TTL_SECONDS, issuer: 'chegada' },
      verifyOptions: { algorithms: ['HS256'], issuer: 'chegada' },
    });
  }

  /** A token for the user at its current token version (a new user's is 0). */
  issue(user: AuthenticatedUser, version = 0): Promise<string> {
    const claims: TokenClaims = {
      sub: user.id,
      role: user.role,
      acc: user.accountId,
      ver: version,
      jti: randomUUID(),
    };
    return this.jwt.signAsync(claims);
  }

  /** What a token says, or null when it is forged, expired, without an expiry or malformed. */
  async verify(token: string): Promise<VerifiedToken | null> {
    const kept = this.verified.get(token);
    if (kept) {
      if (Date.now() < kept.expiresAtMs) return kept;
      this.verified.delete(token);
      return null;
    }
    try {
      const claims = await this.jwt.verifyAsync<TokenClaims & { exp?: number }>(token);
      // jsonwebtoken takes a token without `exp` as valid for ever; every token issued here
      // has one, so one without it was not made by this service's rules.
      if (typeof claims.exp !== 'number' || !roles.has(claims.role)) return null;
      const verified = {
        user: { id: claims.sub, role: claims.role as Role, accountId: claims.acc },
        // A token from before `jti` existed is named by its signature, as unique as its text.
        tokenId: claims.jti ?? token.slice(token.lastIndexOf('.') + 1),
        version: typeof claims.ver === 'number' ? claims.ver : 0,
        expiresAtMs: claims.exp * 1000,
      };
      this.verified.set(token, verified);
      return verified;
    } catch {
      return null;
    }
  }
}
