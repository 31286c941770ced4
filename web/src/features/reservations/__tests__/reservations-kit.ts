import { reservationCounters, type ReservationStatistics } from '@chegada/contracts';
import { http, HttpResponse } from 'msw';
import { aSessionUser } from '../../../testing/fixtures';
import { inTurn, server } from '../../../testing/server';
import { sessionHandlers } from '../../../testing/session-handlers';
import type { ReservationItem, ResidenceOption } from '../api/reservation-types';

export const RESERVATION_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const PROPERTY_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

/** A reservation waiting for approval unless overridden (STYLE.md: builders with overrides). */
export const aReservation = (overrides: Partial<ReservationItem> = {}): ReservationItem => ({
  id: RESERVATION_ID,
  residenceId: PROPERTY_ID,
  residence: { id: PROPERTY_ID, name: 'Casa Paulista', timeZone: 'America/Sao_Paulo' },
  guestName: 'Carla Dias',
  guestEmail: 'carla@example.com',
  guestPhone: '+55 (21) 99876-5432',
  guestPhoneE164: '+5521998765432',
  status: 2,
  hidden: false,
  CheckIn: '2026-12-14T17:00:00.000Z',
  checkout: '2026-12-18T14:00:00.000Z',
  source: 'airbnb',
  language: 'en-US',
  maxGuests: 4,
  registeredGuests: 2,
  responsibleUserId: null,
  checkoutResponsibleUserId: null,
  sensitiveDataRemoved: false,
  createdAt: '2026-12-01T12:00:00.000Z',
  updatedAt: '2026-12-01T12:00:00.000Z',
  approvedAt: null,
  ...overrides,
});

export const statistics = (counts: Partial<ReservationStatistics> = {}): ReservationStatistics => ({
  ...(Object.fromEntries(
    reservationCounters.map((counter) => [counter, 0]),
  ) as ReservationStatistics),
  ...counts,
});

export const aResidence = (overrides: Partial<ResidenceOption> = {}): ResidenceOption => ({
  id: PROPERTY_ID,
  name: 'Casa Paulista',
  maxGuests: 6,
  usesTTLock: false,
  timeZone: 'America/Sao_Paulo',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  supportedLanguages: ['pt-BR', 'en-US'],
  ...overrides,
});

type ListAnswer = { items: ReservationItem[]; statistics?: ReservationStatistics } | 'error';

/**
 * The host's session, the properties, and a GET /api/stays/reservations answering `answers`
 * in turn (the last one repeats); each query string it receives is logged.
 */
export const reservationsApi = (...answers: ListAnswer[]) => {
  const queries: string[] = [];
  const answer = inTurn(answers, ({ items, statistics: counts }) => ({
    items,
    total: items.length,
    lastPage: 1,
    statistics: counts ?? statistics({ total: items.length }),
  }));
  server.use(
    ...sessionHandlers(aSessionUser()),
    http.get('*/api/residences', () =>
      HttpResponse.json({ items: [aResidence()], total: 1, lastPage: 1 }),
    ),
    http.get('*/api/stays/reservations', async ({ request }) => {
      queries.push(decodeURIComponent(new URL(request.url).search));
      return answer();
    }),
  );
  return queries;
};
