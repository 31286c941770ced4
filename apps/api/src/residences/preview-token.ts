import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';

/** How long a shared preview link opens the property's page. */
export const PREVIEW_TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;

export type PreviewClaims = { residenceId: string; accountId: string; expiresAt: Date };

const parse = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
};

const encode = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * The token of /u/houses/details/:token: the property, its account, an expiry and 16 random
 * bytes, signed with HMAC-SHA256 under a key derived from JWT_SECRET for this purpose only.
 * Nothing is stored: a changed byte, another key or a past expiry reads as no token at all.
 */
@Injectable()
export class PreviewTokens {
  private readonly key: Buffer;

  constructor(@Inject(CONFIG) config: Config) {
    this.key = Buffer.from(hkdfSync('sha256', config.JWT_SECRET, 'chegada', 'house-preview', 32));
  }

  mint(
    residenceId: string,
    accountId: string,
    now = Date.now(),
  ): { token: string; expiresAt: Date } {
    const expiresAt = new Date(now + PREVIEW_TOKEN_TTL_MS);
    const payload = encode(
      JSON.stringify([residenceId, accountId, expiresAt.getTime(), encode(randomBytes(16))]),
    );
    return { token: `${payload}.${this.sign(payload)}`, expiresAt };
  }

  /** The claims of a genuine, unexpired token; undefined for anything else. */
  read(token: string, now = Date.now()): PreviewClaims | undefined {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0) return undefined;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const claims = parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(claims) || claims.length !== 4) return undefined;
    const [residenceId, accountId, expiry] = claims as [unknown, unknown, unknown];
    if (typeof residenceId !== 'string' || typeof accountId !== 'string') return undefined;
    if (typeof expiry !== 'number' || expiry <= now) return undefined;
    return { residenceId, accountId, expiresAt: new Date(expiry) };
  }

  private sign(payload: string): string {
    return encode(createHmac('sha256', this.key).update(payload).digest());
  }
}
