import type { HostDataRequestView } from '@chegada/contracts';
import { aDataRequest } from '../../../testing/fixtures';
import { RESERVATION_ID } from './reservations-kit';

/**
 * Ana's own deletion, asked from her link (companion 'k2'), which the host carried out on 3
 * December before the stay: her biometric data went, her documents wait for its end.
 */
export const aCompanionDeletion = (
  overrides: Partial<HostDataRequestView> = {},
): HostDataRequestView => ({
  ...aDataRequest({
    kind: 'deletion',
    status: 'open',
    correction: null,
    confirmedAt: '2026-12-01T13:00:00.000Z',
    deletion: {
      removed: ['biometric'],
      kept: [{ part: 'documents', reason: 'stayNotEnded', until: '2026-12-18T14:00:00.000Z' }],
    },
  }),
  reservationId: RESERVATION_ID,
  guestName: 'Ana Souza',
  companionEmail: 'a•••@example.net',
  companion: true,
  guest: 'k2',
  erasedAt: '2026-12-03T15:00:00.000Z',
  residenceName: 'Casa Paulista',
  checkIn: '2026-12-14T17:00:00.000Z',
  checkOut: '2026-12-18T14:00:00.000Z',
  ...overrides,
});
