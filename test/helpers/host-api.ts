import { requestJson } from './http';

/** Calls to a built app's API as the holder of a token (a host, their sub-user, the admin). */
export type HostApi = <T>(
  path: string,
  init?: { method?: string; body?: unknown },
) => Promise<{ status: number; body: T }>;

export const hostApi =
  (baseUrl: string, token: string): HostApi =>
  (path, init = {}) =>
    requestJson(`${baseUrl}/api${path}`, { ...init, token });

/** A setup call that answered otherwise than `expected` stops the test, saying what it got. */
export const expectStatus = (what: string, status: number, expected: number, body: unknown) => {
  if (status !== expected)
    throw new Error(`${what} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
};

/**
 * A reservation the host creates on `fields.residenceId`: Pedro Alves, by Airbnb, in pt-BR,
 * for 2, from 10 to 13 March 2027, unless `fields` say otherwise. Answers its id.
 */
export const createReservation = async (
  api: HostApi,
  fields: { residenceId: string } & Record<string, unknown>,
): Promise<string> => {
  const created = await api<{ data: { id: string } }>('/stays/reservations', {
    body: {
      guestName: 'Pedro Alves',
      CheckIn: '2027-03-10T14:00:00-03:00',
      checkout: '2027-03-13T11:00:00-03:00',
      source: 'airbnb',
      maxGuests: 2,
      language: 'pt-BR',
      ...fields,
    },
  });
  expectStatus('reservation', created.status, 201, created.body);
  return created.body.data.id;
};
