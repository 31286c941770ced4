import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../common';

/** What a link in a host's message may do; the token names it, so a link does one thing. */
export type ProcessAction = 'approve';

/** A token's claims: the action, the reservation and account it acts on, whose act it is. */
export type ProcessClaims = {
  action: ProcessAction;
  reservationId: string;
  accountId: string;
  /** The user the act is recorded as: the account's owner. */
  userId: string;
  /** Single use: a used nonce is kept (process_notification_uses). */
  nonce: string;
  /** Seconds since the epoch. */
  expiresAt: number;
};

type Wire = { a: ProcessAction; r: string; c: string; u: string; n: string; e: number };

/** How long the host has to act on a "guest form submitted" e-mail. */
export const PROCESS_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/**
 * Signed, expiring tokens for links that act (POST /api/stays/process-notification):
 * base64url(claims).base64url(HMAC-SHA256). The claims are readable but cannot be changed;
 * nothing personal is in them (ids only).
 */
export class ProcessTokens {
  constructor(private readonly key: Buffer) {}

  sign(claims: Omit<ProcessClaims, 'nonce' | 'expiresAt'>, now = new Date()): string {
    const wire: Wire = {
      a: claims.action,
      r: claims.reservationId,
      c: claims.accountId,
      u: claims.userId,
      n: randomBytes(16).toString('base64url'),
      e: Math.floor(now.getTime() / 1000) + PROCESS_TOKEN_TTL_SECONDS,
    };
    const payload = Buffer.from(JSON.stringify(wire)).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The claims of a genuine, unexpired token; PROCESS_TOKEN_INVALID or _EXPIRED otherwise. */
  verify(token: string, now = new Date()): ProcessClaims {
    const [payload = '', mac = '', ...rest] = token.split('.');
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError('PROCESS_TOKEN_INVALID');
    }
    const wire = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Wire;
    if (wire.e * 1000 <= now.getTime()) throw new AppError('PROCESS_TOKEN_EXPIRED');
    return {
      action: wire.a,
      reservationId: wire.r,
      accountId: wire.c,
      userId: wire.u,
      nonce: wire.n,
      expiresAt: wire.e,
    };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
