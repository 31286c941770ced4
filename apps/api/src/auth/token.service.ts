import { createSecretKey, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Role } from '@chegada/contracts';
import { CONFIG, type Config } from '@chegada/config';
import { LruMap, type AuthenticatedUser } from '../common';

// `ver`: the user's token version at issue; tokens from before `ver` existed count as 0.
// `jti`: names one token, so two logins in the same second still get tokens of their own.
// `aud`: absent on an API token; a scoped token (the queue board's cookie) names its scope.
// `sid`: a scoped token's session: the jti of the API token it was minted from.
type TokenClaims = {
  sub: string;
  role: number;
  acc: string;
  ver?: number;
  jti?: string;
  aud?: string;
  sid?: string;
};

/** Where a token is taken: the API's bearer authentication, or the queue board's cookie. */
export type TokenScope = 'api' | 'queue-board';

/** What a genuine, unexpired token says. */
export type VerifiedToken = {
  user: AuthenticatedUser;
  /** Unique per token. */
  tokenId: string;
  /**
   * The session the token belongs to, what logging out revokes: an API token's own id; a
   * scoped token's API token's, so ending that session ends the scoped token with it.
   */
  sessionId: string;
  scope: TokenScope;
  version: number;
  expiresAtMs: number;
};

/** What a scoped token is for, and how long it lives (its own expiry). */
export type ScopedTokenRequest = { scope: Exclude<TokenScope, 'api'>; seconds: number };

/** Tokens whose signature this process checked recently (a few hundred bytes each). */
const VERIFIED_TOKENS = 10_000;

const roles = new Set<number>(Object.values(Role));

/** An API token has no audience; any audience but a known scope is refused. */
const scopeOf = (audience: unknown): TokenScope | null => {
  if (audience === undefined) return 'api';
  return audience === 'queue-board' ? audience : null;
};

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

  /**
   * A token for one scope alone (the queue board), minted from a verified API token: its own
   * jti and expiry, tied to the API token's session (so a logout or a new password ends it).
   */
  issueScoped(session: VerifiedToken, { scope, seconds }: ScopedTokenRequest): Promise<string> {
    const claims: TokenClaims = {
      sub: session.user.id,
      role: session.user.role,
      acc: session.user.accountId,
      ver: session.version,
      jti: randomUUID(),
      aud: scope,
      sid: session.sessionId,
    };
    return this.jwt.signAsync(claims, { expiresIn: seconds });
  }

  /**
   * What a token says, or null when it is forged, expired, without an expiry, malformed or
   * made for another scope: an API token (the default) is never a board cookie, nor back.
   */
  async verify(token: string, scope: TokenScope = 'api'): Promise<VerifiedToken | null> {
    const verified = await this.verifyAnyScope(token);
    return verified?.scope === scope ? verified : null;
  }

  private async verifyAnyScope(token: string): Promise<VerifiedToken | null> {
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
      const scope = scopeOf(claims.aud);
      if (!scope || (scope !== 'api' && !claims.sid)) return null;
      // A token from before `jti` existed is named by its signature, as unique as its text.
      const tokenId = claims.jti ?? token.slice(token.lastIndexOf('.') + 1);
      const verified: VerifiedToken = {
        user: { id: claims.sub, role: claims.role as Role, accountId: claims.acc },
        tokenId,
        sessionId: claims.sid ?? tokenId,
        scope,
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
