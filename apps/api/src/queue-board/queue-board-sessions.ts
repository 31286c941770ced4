import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { AppError, errorBody, requestLocale } from '../common';

/** The cookie's name and path: sent only to the board's page and its API. */
export const QUEUE_BOARD_COOKIE = 'chegada_queues';
export const QUEUE_BOARD_PATH = '/admin/queues';
/** Long enough to look around; a new visit from the admin menu mints another. */
export const QUEUE_BOARD_SESSION_SECONDS = 15 * 60;

const cookieOf = (request: Request): string | undefined =>
  (request.headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === QUEUE_BOARD_COOKIE)?.[1];

/**
 * The queue board is a server-rendered page the browser opens, and the SPA's bearer token
 * never reaches a page load: an admin-only POST mints this short-lived cookie instead,
 * HttpOnly (no script reads it), SameSite=Strict (no other site sends it) and scoped to
 * /admin/queues. Its value is `<userId>.<expiry>.<HMAC>`, checked on every board request.
 */
export class QueueBoardSessions {
  constructor(
    private readonly key: Buffer,
    private readonly secure: boolean,
  ) {}

  /** The Set-Cookie header of a fresh session for an admin. */
  cookieFor(userId: string, now = Date.now()): string {
    const expiry = Math.floor(now / 1000) + QUEUE_BOARD_SESSION_SECONDS;
    const value = `${userId}.${expiry}.${this.mac(`${userId}.${expiry}`)}`;
    return [
      `${QUEUE_BOARD_COOKIE}=${value}`,
      `Path=${QUEUE_BOARD_PATH}`,
      `Max-Age=${QUEUE_BOARD_SESSION_SECONDS}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(this.secure ? ['Secure'] : []),
    ].join('; ');
  }

  /** The admin of a genuine, unexpired cookie; undefined otherwise. */
  userOf(request: Request, now = Date.now()): string | undefined {
    const [userId = '', expiry = '', mac = ''] = (cookieOf(request) ?? '').split('.');
    const expected = Buffer.from(this.mac(`${userId}.${expiry}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return Number(expiry) * 1000 > now ? userId : undefined;
  }

  /** Express middleware in front of the board: 401 without a valid session. */
  readonly guard = (request: Request, response: Response, next: NextFunction): void => {
    if (this.userOf(request)) return next();
    const body = errorBody(new AppError('UNAUTHENTICATED'), requestLocale(request));
    response.status(body.statusCode).json(body);
  };

  private mac(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('base64url');
  }
}
