import type { NextFunction, Request, Response } from 'express';
import { Role } from '@chegada/contracts';
import type { SessionAuthenticator, TokenService } from '../auth';
import { AppError, errorBody, requestLocale } from '../common';

/** The cookie's name and path: sent only to the board's page and its API. */
export const QUEUE_BOARD_COOKIE = 'chegada_queues';
export const QUEUE_BOARD_PATH = '/admin/queues';
/** Long enough to look around; a new visit from the admin menu mints another. */
export const QUEUE_BOARD_SESSION_SECONDS = 15 * 60;

const cookieOf = (request: Request): string | undefined =>
  (request.headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${QUEUE_BOARD_COOKIE}=`))
    ?.slice(QUEUE_BOARD_COOKIE.length + 1);

/** The board's page itself, as a browser loads it, not its API or its assets. */
const isPageLoad = (request: Request): boolean =>
  request.method === 'GET' &&
  !request.originalUrl.startsWith(`${QUEUE_BOARD_PATH}/api/`) &&
  !request.originalUrl.startsWith(`${QUEUE_BOARD_PATH}/static/`) &&
  request.accepts(['json', 'html']) === 'html';

/**
 * The queue board is a server-rendered page the browser opens, and the SPA's bearer token
 * never reaches a page load: an admin-only POST mints a token for the board alone (its own
 * jti, 15 minutes at most and never past the admin's session) into this cookie, HttpOnly (no
 * script reads it), SameSite=Strict (no other site sends it), scoped to /admin/queues, Secure
 * when the request came over HTTPS. The API's bearer authentication refuses that token, and
 * the board refuses an API token. Every board request checks the cookie's session as the API
 * checks a bearer token, so a logout, a password change or a deactivated admin closes the
 * board at once.
 */
export class QueueBoardSessions {
  constructor(
    private readonly sessions: SessionAuthenticator,
    private readonly tokens: TokenService,
  ) {}

  /**
   * The Set-Cookie header that opens the board to the live admin session of the request's
   * bearer token (the route's guard has just accepted it).
   */
  async cookieFor(bearerToken: string | undefined, request: Request): Promise<string> {
    const session = await this.sessions.session(bearerToken);
    if (session?.user.role !== Role.ADMIN) throw new AppError('FORBIDDEN');
    const secondsLeft = Math.floor((session.expiresAtMs - Date.now()) / 1000);
    const seconds = Math.min(QUEUE_BOARD_SESSION_SECONDS, secondsLeft);
    const token = await this.tokens.issueScoped(session, { scope: 'queue-board', seconds });
    return [
      `${QUEUE_BOARD_COOKIE}=${token}`,
      `Path=${QUEUE_BOARD_PATH}`,
      `Max-Age=${seconds}`,
      'HttpOnly',
      'SameSite=Strict',
      // request.secure: HTTPS here, or X-Forwarded-Proto from a proxy TRUST_PROXY believes.
      ...(request.secure ? ['Secure'] : []),
    ].join('; ');
  }

  /**
   * Express middleware in front of the board: 401 without a live admin session; a browser
   * opening the page itself goes to the login (spec §4: /login?from=), whose answer brings it
   * back through the console's /admin/queues, which opens the board again.
   */
  readonly guard = (request: Request, response: Response, next: NextFunction): void => {
    void this.sessions.authenticate(cookieOf(request), 'queue-board').then(
      (user) => {
        if (user?.role === Role.ADMIN) return next();
        if (isPageLoad(request)) {
          response.redirect(303, `/login?from=${encodeURIComponent(request.originalUrl)}`);
          return;
        }
        const body = errorBody(new AppError('UNAUTHENTICATED'), requestLocale(request));
        response.status(body.statusCode).json(body);
      },
      (error: unknown) => next(error),
    );
  };
}
