import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { SessionUser } from '../lib/session/session-user';

export const TOKEN = 'stored-token';

/** What the API saw: each call as `METHOD /path`, with its bearer token. */
export type CallLog = { call: string; authorization: string | null }[];

/**
 * GET /api/me and what the shell loads after it, answering only the stored token. Admins'
 * and sub-users' forbidden loads are left out: calling them fails the test (unhandled).
 */
export const sessionHandlers = (user: SessionUser, log: CallLog = []) => {
  const authorized =
    (body: JsonBodyType) =>
    ({ request }: { request: Request }) => {
      const authorization = request.headers.get('authorization');
      log.push({ call: `${request.method} ${new URL(request.url).pathname}`, authorization });
      return authorization === `Bearer ${TOKEN}`
        ? HttpResponse.json(body)
        : HttpResponse.json(
            { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Session ended' },
            { status: 401 },
          );
    };
  const handlers = [
    http.get('*/api/me', authorized(user)),
    // The language switch stores the choice while signed in (any role).
    http.put('*/api/me/language', async (info) => {
      const answer = authorized(null)(info);
      return answer.status === 200 ? new HttpResponse(null, { status: 204 }) : answer;
    }),
  ];
  if (user.role !== 0) {
    handlers.push(
      http.get('*/api/credits', authorized({ data: 1500 })),
      http.get('*/api/transactions', authorized({ data: [] })),
      // The menu's count of the guests' requests waiting for an answer.
      http.get('*/api/data-requests/open', authorized({ open: 0 })),
    );
  }
  if (user.role === 1)
    handlers.push(http.get('*/api/config', authorized({ data: { id: user.id } })));
  return handlers;
};
