import { http, HttpResponse } from 'msw';
import { aSessionUser, aTTLockConnection } from '../../../testing/fixtures';
import { memoryCollection, type Call } from '../../../testing/memory-collection';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import type { Residence } from '../api/residences-api';

export const RESIDENCE_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

/** A property in São Paulo unless overridden (STYLE.md: builders with overrides). */
export const aResidence = (overrides: Partial<Residence> = {}): Residence => ({
  id: RESIDENCE_ID,
  name: 'Casa Paulista',
  address: {
    cep: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: null,
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    country: 'BR',
  },
  timeZone: 'America/Sao_Paulo',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  maxGuests: 4,
  parkingSpaces: 1,
  usesTTLock: false,
  lockId: null,
  dynamicPassword: false,
  doorCode: null,
  supportedLanguages: ['pt-BR'],
  pixKey: null,
  depositAmount: 0,
  houseRules: '',
  accessInstructions: '',
  wifiNetwork: null,
  wifiPassword: null,
  parkingInstructions: '',
  guestLinkAutoSend: 'at-once',
  guestLinkDaysBefore: 3,
  contacts: [],
  nearbyPlaces: [],
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...overrides,
});

/** GET /api/locks/ttlock's answer for an account not connected, TTLock set up here or not. */
export const ttlockOnServer = (configured: boolean) => aTTLockConnection({ configured });

export type { Call } from '../../../testing/memory-collection';

/** The account's properties kept in memory, as the API would; every write is recorded. */
export const residencesApi = (initial: Residence[], calls: Call[] = []) => {
  const residences = memoryCollection('*/api/residences', initial, {
    calls,
    create: (body) => aResidence({ ...body, id: 'new-house' }),
  });
  const { json } = residences;
  server.use(...sessionHandlers(aSessionUser()));
  server.use(
    // The property form asks whether this server has TTLock; a test of locks answers its own.
    http.get('*/api/locks/ttlock', () => json({ data: ttlockOnServer(true) })),
    // An edited property shows its calendar feed; a test of feeds answers its own.
    http.get('*/api/residences/:id/calendar-feed', () =>
      json({ data: null, mappedToStays: false }),
    ),
    http.get('*/api/residences', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
      const items = residences.rows().filter((row) => row.name.toLowerCase().includes(search));
      return json({ items, total: items.length, lastPage: 1 });
    }),
    ...residences.writes,
  );
};

/**
 * /u/houses with `residence` as the account's one property, its form opened from the list's
 * menu (`actions`, then `edit`, as the locale names them); `calls` records every write.
 */
export const editResidence = async (
  locale: 'pt-BR' | 'en-US' | 'es-ES',
  names: { actions: string; edit: string },
  calls: Call[],
  residence: Residence = aResidence(),
) => {
  residencesApi([residence], calls);
  const view = renderApp('/u/houses', { token: TOKEN, locale });
  const reopen = async () => {
    await view.user.click(await screen.findByRole('button', { name: names.actions }));
    await view.user.click(await screen.findByRole('menuitem', { name: names.edit }));
    // The form opens once the property's calendar feed is known.
    await screen.findByLabelText(/^(Maximum guests|Máximo de hóspedes|Máximo de huéspedes)/);
  };
  await reopen();
  return { ...view, reopen };
};

/** GET /api/zip/:cep: one known CEP; any other fails as every provider would (502). */
export const zipPeer = () =>
  server.use(
    http.get('*/api/zip/:cep', ({ params }) =>
      params.cep === '01310100'
        ? HttpResponse.json({
            cep: '01310100',
            street: 'Avenida Paulista',
            neighborhood: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
          })
        : HttpResponse.json(
            { statusCode: 502, code: 'ZIP_LOOKUP_FAILED', message: 'Error when fetching zip code' },
            { status: 502 },
          ),
    ),
  );
