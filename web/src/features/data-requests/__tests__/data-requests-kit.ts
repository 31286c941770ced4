import type { HostDataRequestView } from '@chegada/contracts';
import { aDataRequest } from '../../../testing/fixtures';

export const DAY = 24 * 60 * 60 * 1000;

/** A holder's request on Casa Azul, confirmed a day ago, open; overrides for the rest. */
export const aRequest = (overrides: Partial<HostDataRequestView> = {}): HostDataRequestView => ({
  ...aDataRequest({
    status: 'open',
    requestedAt: new Date(Date.now() - DAY).toISOString(),
    confirmedAt: new Date(Date.now() - DAY).toISOString(),
    dueAt: new Date(Date.now() + 14 * DAY - 60_000).toISOString(),
  }),
  reservationId: '0d9b6c1e-8a3f-4b2a-9c7d-112233445566',
  guestName: 'Maria Silva',
  companionEmail: null,
  companion: false,
  guest: 'main',
  erasedAt: null,
  residenceName: 'Casa Azul',
  checkIn: '2027-03-10T17:00:00.000Z',
  checkOut: '2027-03-13T14:00:00.000Z',
  ...overrides,
});
