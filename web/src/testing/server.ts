import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { reservationCounters, type Dashboard } from '@chegada/contracts';

const noReservations: Dashboard = {
  statistics: Object.fromEntries(
    reservationCounters.map((counter) => [counter, 0]),
  ) as Dashboard['statistics'],
  days: [],
};

/**
 * The pages a signed-in user lands on (/u/home for hosts, the admin lists for admins, the
 * reservations a test may ask to come back to) load their data at once. Tests of the shell
 * only look at where they land, so these answer "nothing yet"; a test about those pages adds
 * its own handlers, which take precedence. Every other request a test does not handle fails it.
 */
const landingPages = [
  http.get('*/api/dashboard', () => HttpResponse.json(noReservations)),
  http.get('*/api/stays/reservations', () =>
    HttpResponse.json({ items: [], total: 0, lastPage: 1, statistics: noReservations.statistics }),
  ),
  // The dashboard's first steps for a new account count its properties.
  http.get('*/api/residences', () => HttpResponse.json({ items: [], total: 0, lastPage: 1 })),
  http.get('*/api/admin/users', () => HttpResponse.json({ items: [], total: 0, lastPage: 1 })),
  http.get('*/api/admin/price-tables', () => HttpResponse.json({ data: [] })),
  // The public pages' footer names the free trial's length the server gives with the tables.
  http.get('*/api/price-tables', () => HttpResponse.json({ data: [], trialDays: 30 })),
  // A new property's form asks whether it moves the account to a dearer tier: not yet.
  http.get('*/api/billing/tier-ahead', () => HttpResponse.json({ data: null })),
  // /u/config shows the account's Stays connection: none yet.
  http.get('*/api/integrations/stays', () => HttpResponse.json({ data: null })),
];

/**
 * A handler's answers one after the other (the last one again and again), each after a short
 * delay so the test sees the page load; 'error' is the API down (503).
 */
export const inTurn = <T>(answers: readonly (T | 'error')[], body: (answer: T) => JsonBodyType) => {
  let call = 0;
  return async () => {
    const answer = answers[Math.min(call, answers.length - 1)]!;
    call += 1;
    await delay(20);
    return answer === 'error'
      ? HttpResponse.json({ message: 'Database down' }, { status: 503 })
      : HttpResponse.json(body(answer));
  };
};

/** One MSW server for the web tests; each test adds the handlers it needs. */
export const server = setupServer(...landingPages);

/** Answers each POST to `path` with `body` (201 unless told) and keeps what each one sent. */
export const recordPosts = (path: string, body: JsonBodyType, status = 201) => {
  const posted: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return posted;
};
