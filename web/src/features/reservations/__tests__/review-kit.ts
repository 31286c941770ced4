import { http, HttpResponse, delay } from 'msw';
import type {
  HostDataRequestView,
  Locale,
  PersonalDataRemovalView,
  ReservationFnrh,
} from '@chegada/contracts';
import { aSessionUser, TTLOCK_CONNECTED } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import type { ReservationDetails } from '../api/reservation-types';
import type {
  GuestCpfCheck,
  GuestIdentityCheck,
  ReservationDocuments,
  ReservationEventEntry,
  ReservationCpfChecks,
  ReservationIdentityChecks,
} from '../api/review-api';
import { RESERVATION_ID } from './reservations-kit';

/** A submitted reservation waiting for the host, as GET /api/stays/local/:id answers it. */
export const aReservationPage = (
  overrides: Partial<ReservationDetails> = {},
): ReservationDetails => ({
  id: RESERVATION_ID,
  residenceId: 'r1',
  status: 2,
  statusName: 'TO_APROVE',
  hidden: false,
  CheckIn: '2026-12-14T17:00:00.000Z',
  checkout: '2026-12-18T14:00:00.000Z',
  maxGuests: 4,
  registeredGuests: 2,
  guestName: 'Carla Dias',
  guestEmail: 'carla@example.com',
  guestPhone: '+5521998765432',
  guestPhoneE164: '+5521998765432',
  source: 'airbnb',
  language: 'pt-BR',
  hiddenMotive: null,
  refuseMotive: null,
  cancelMotive: null,
  dynamicPassword: null,
  responsibleUserId: null,
  checkoutResponsibleUserId: null,
  sensitiveDataRemoved: false,
  revision: 4,
  residence: {
    id: 'r1',
    name: 'Casa Paulista',
    usesTTLock: false,
    dynamicPassword: false,
    doorCode: null,
    supportedLanguages: ['pt-BR'],
    timeZone: 'America/Sao_Paulo',
    depositAmount: 0,
  },
  form: {
    name: 'Carla Dias',
    cpf: '52998224725',
    birthDate: '1990-04-01',
    email: 'carla@example.com',
    phone: '+55 21 99876-5432',
    address: {
      cep: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      city: 'São Paulo',
      state: 'SP',
      country: 'Brasil',
    },
    checkInDate: '2026-12-14',
    checkInTime: '14:00',
    checkOutDate: '2026-12-18',
    checkOutTime: '11:00',
    visitPurpose: 'leisure',
    pets: false,
    adults: 2,
    children: 0,
    vehicles: [{ type: 'car', model: 'Onix', color: 'Prata', plate: 'ABC1D23' }],
    additionalGuests: [
      { key: 'k1', name: 'Rui Dias', cpf: '39053344705', birthDate: '1988-02-02' },
    ],
    termsAccepted: true,
    imageTermsAccepted: true,
  },
  ...overrides,
});

const signed = (id: string) => `/api/stays/documents/${id}/content?signature=${id}`;

export const someDocuments = (): ReservationDocuments => ({
  items: [
    {
      id: 'd-front',
      guest: 'main',
      kind: 'doc_front',
      mime: 'image/jpeg',
      bytes: 1000,
      uploadedAt: '2026-12-10T12:00:00.000Z',
      url: signed('d-front'),
      expiresAt: '2999-01-01T00:00:00.000Z',
      withheld: false,
      views: [{ viewerName: 'Bruno Lima', viewedAt: '2026-12-10T13:00:00.000Z' }],
    },
    {
      id: 'd-selfie',
      guest: 'main',
      kind: 'doc_selfie',
      mime: 'image/jpeg',
      bytes: 1000,
      uploadedAt: '2026-12-10T12:00:00.000Z',
      url: signed('d-selfie'),
      expiresAt: '2999-01-01T00:00:00.000Z',
      withheld: false,
      views: [],
    },
  ],
  consents: [
    {
      guest: 'main',
      kind: 'terms',
      termsVersion: '2026-11',
      acceptedAt: '2026-12-10T12:00:00.000Z',
    },
  ],
});

/** someDocuments and one more file: a copy of the main guest's front page, changed by `overrides`. */
export const documentsWith = (overrides: Partial<ReservationDocuments['items'][number]>) => {
  const documents = someDocuments();
  const added = { ...documents.items[0]!, ...overrides };
  return { documents: { ...documents, items: [...documents.items, added] }, added };
};

export const someEvents = (): ReservationEventEntry[] => [
  {
    id: 'e1',
    revision: 1,
    type: 'ReservationCreated',
    occurredAt: '2026-12-01T12:00:00.000Z',
    actor: { id: 'u1', name: 'Ana Souza', role: 'DEFAULT_USER', guestLink: null },
    changedFields: [],
    changes: {},
  },
  {
    id: 'e2',
    revision: 2,
    type: 'ReservationSubmitted',
    occurredAt: '2026-12-10T12:00:00.000Z',
    actor: { id: null, name: null, role: 'GUEST', guestLink: 'x' },
    changedFields: [],
    changes: {},
  },
];

/** A guest who did no identity check yet, unless overridden. */
export const anIdentityCheck = (
  overrides: Partial<GuestIdentityCheck> = {},
): GuestIdentityCheck => ({
  guest: 'main',
  selfieNotAsked: false,
  liveness: {
    status: 'not-done',
    failedAttempts: 0,
    lastFailure: null,
    checkedAt: null,
    frames: [],
  },
  faceMatch: null,
  antiSpoofScore: null,
  documentReading: null,
  needsReview: true,
  ...overrides,
});

type Answers = {
  page?: ReservationDetails | 'error';
  documents?: ReservationDocuments;
  identityChecks?: ReservationIdentityChecks;
  cpfChecks?: ReservationCpfChecks;
  fnrh?: ReservationFnrh;
  removal?: PersonalDataRemovalView | null;
  /** The account's requests about guests' data (GET /api/data-requests). */
  requests?: HostDataRequestView[];
};

/** The host's session and the review page's reads. */
/** A guest's CPF the register holds regular, under the name and birth date typed. */
export const aCpfCheck = (overrides: Partial<GuestCpfCheck> = {}): GuestCpfCheck => ({
  guest: 'main',
  status: 'checked',
  situation: 'regular',
  nameMatches: true,
  birthDateMatches: true,
  failure: null,
  checkedAt: '2026-12-10T12:02:00.000Z',
  ...overrides,
});

export const reviewApi = ({
  page = aReservationPage(),
  documents = someDocuments(),
  identityChecks = { guests: [anIdentityCheck()], needsReview: true },
  cpfChecks = { configured: false, guests: [] },
  fnrh = { enabled: false, trigger: null, progress: { state: 'off', at: null }, stay: null },
  removal = null,
  requests = [],
}: Answers = {}) => {
  let pageCalls = 0;
  server.use(
    ...sessionHandlers(aSessionUser()),
    http.get(`*/api/stays/local/${RESERVATION_ID}`, async () => {
      pageCalls += 1;
      await delay(20);
      if (page === 'error' && pageCalls === 1)
        return HttpResponse.json({ message: 'Database down' }, { status: 503 });
      return HttpResponse.json({ data: page === 'error' ? aReservationPage() : page });
    }),
    http.get(`*/api/stays/reservations/${RESERVATION_ID}/documents`, () =>
      HttpResponse.json(documents),
    ),
    http.get(`*/api/stays/reservations/${RESERVATION_ID}/identity-checks`, () =>
      HttpResponse.json(identityChecks),
    ),
    http.get(`*/api/stays/reservations/${RESERVATION_ID}/cpf-checks`, () =>
      HttpResponse.json(cpfChecks),
    ),
    http.get(`*/api/stays/reservations/${RESERVATION_ID}/fnrh`, () => HttpResponse.json(fnrh)),
    http.get(`*/api/stays/reservations/${RESERVATION_ID}/personal-data-removal`, () =>
      HttpResponse.json({ removal }),
    ),
    http.get(`*/api/stays/reservations/${RESERVATION_ID}/events`, () =>
      HttpResponse.json({ items: someEvents() }),
    ),
    http.get('*/api/data-requests', () => HttpResponse.json(requests)),
    // A server with TTLock and the account connected; a lock panel test answers its own.
    http.get('*/api/locks/ttlock', () => HttpResponse.json({ data: TTLOCK_CONNECTED })),
    // The deliveries panel's own tests answer with messages (deliveries.test.tsx).
    http.get(`*/api/stays/reservations/${RESERVATION_ID}/deliveries`, () =>
      HttpResponse.json({ items: [] }),
    ),
  );
};

/** Opens /u/guest/:id, the review of the kit's reservation, as the signed-in owner. */
export const openReview = (locale: Locale = 'en-US') =>
  renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale });
