import { apiAs, type Member, type TestApp } from '@chegada/testing';
import type { Answer } from './reservation-fixtures';

/** One request of the API: what a test sends for an endpoint of spec §7. */
export type Call = { method: 'GET' | 'POST' | 'PUT'; path: string; body?: unknown };

export const NEW_CHECKOUT = '2026-12-26T11:00:00-03:00';

/** Every reservation route with a valid body, for a reservation and a user of the account. */
export const reservationCalls = (id: string, userId: string) =>
  ({
    get: { method: 'GET', path: `/stays/local/${id}` },
    approve: { method: 'POST', path: `/stays/approve-reservation/${id}`, body: { confirm: true } },
    refuse: {
      method: 'PUT',
      path: '/stays/refuseForm',
      body: { id, refuseMotive: 'Documento ilegível' },
    },
    cancel: {
      method: 'PUT',
      path: '/stays/cancelForm',
      body: { id, cancelMotive: 'Hóspede desistiu', userId },
    },
    revert: { method: 'PUT', path: '/stays/revertCancelForm', body: { id, confirm: true } },
    finishCheckout: {
      method: 'POST',
      path: `/stays/finish-checkout/${id}`,
      body: { confirm: true },
    },
    visibility: {
      method: 'PUT',
      path: '/stays/setFormVisibility',
      body: { id, hiddenMotive: 'Reserva duplicada' },
    },
    guestStatus: { method: 'POST', path: `/stays/guest-status/${id}`, body: { status: 1 } },
    extend: {
      method: 'PUT',
      path: '/stays/extendCheckoutForm',
      body: { id, CheckIn: '2026-12-20T14:00:00-03:00', checkout: NEW_CHECKOUT, confirm: true },
    },
    maxGuests: { method: 'PUT', path: '/stays/updateMaxGuests', body: { id, maxGuests: 5 } },
    responsible: {
      method: 'PUT',
      path: '/stays/reservations/responsible-user',
      body: {
        reservationId: id,
        responsibleUserId: userId,
        reason: 'Plantão de fim de semana',
        isCheckoutResponsibleUser: false,
      },
    },
    dynamicPassword: {
      method: 'POST',
      path: `/stays/update-dynamic-password/${id}`,
      body: { dynamicPassword: '482913' },
    },
    removeSensitiveData: { method: 'PUT', path: `/stays/remove-sensitive-data/${id}` },
  }) satisfies Record<string, Call>;

export type CallName = keyof ReturnType<typeof reservationCalls>;
export const callNames = Object.keys(reservationCalls('', '')) as CallName[];

/** Sends a call as a member, with extra headers (If-Match, Idempotency-Key, language…). */
export const send = (
  app: TestApp,
  member: Member | undefined,
  call: Call,
  headers: Record<string, string> = {},
) => apiAs(app, member)<Answer>(call.path, { method: call.method, body: call.body, headers });
