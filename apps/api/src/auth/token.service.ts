import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Role } from '@chegada/contracts';
import { CONFIG, type Config } from '@chegada/config';
import type { AuthenticatedUser } from './authenticated-user';

type TokenClaims = { sub: string; role: number; acc: string };

const roles = new Set<number>(Object.values(Role));

/** Short-lived bearer tokens (HS256, JWT_SECRET, JWT_TTL_SECONDS). */
@Injectable()
export class TokenService {
  private readonly jwt: JwtService;

  constructor(@Inject(CONFIG) config: Config) {
    this.jwt = new JwtService({
      // A KeyObject: given a string, jsonwebtoken first tries it as a PEM public key, and that
      // failed guess cost more CPU than the rest of a reservation command (bench:commands).
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
    try {
      const claims = await this.jwt.verifyAsync<TokenClaims>(token);
      if (!roles.has(claims.role)) return null;
      return { id: claims.sub, role: claims.role as Role, accountId: claims.acc };
    } catch {
      return null;
    }
  }
}
