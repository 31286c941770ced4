import { http, HttpResponse } from 'msw';
import type { GuestFormPage } from '../features/guest-form/api/guest-form-types';

let sequence = 0;
/** A reservation id of its own per test: what one test keeps on the device, the next does not see. */
export const aReservationId = () => `r-${Date.now()}-${(sequence += 1)}`;

/** GET /api/stays/guestForm/:id as the server answers it: a stay to fill, nothing saved yet. */
export const aGuestFormPage = (overrides: Partial<GuestFormPage> = {}): GuestFormPage => ({
  id: 'r-1',
  status: 0,
  statusName: 'TO_FORM',
  source: 'airbnb',
  language: 'pt-BR',
  supportedLanguages: ['pt-BR', 'en-US', 'es-ES'],
  CheckIn: '2030-03-12T17:00:00.000Z',
  checkout: '2030-03-15T14:00:00.000Z',
  maxGuests: 4,
  company: {
    name: 'Pousada Mar',
    friendlyCode: 'pousada-mar',
    phone: '+55 81 99999-0000',
    website: null,
    requireSelfie: true,
  },
  residence: {
    name: 'Casa da Praia',
    address: {},
    checkInTime: '14:00',
    checkOutTime: '11:00',
    timeZone: 'America/Recife',
    parkingSpaces: 1,
    houseRules: '',
    fnrh: false,
  },
  deposit: null,
  form: {},
  privacy: { maskedFields: [], unlockDestinations: [] },
  files: {},
  missing: [],
  guestParts: {},
  message: { kind: 'toForm', refuseMotive: null },
  additionalGuestIndex: null,
  access: {
    releasesAt: '2030-03-12T15:00:00.000Z',
    released: false,
    doorCode: true,
    passcode: null,
    hasInstructions: true,
    instructions: null,
  },
  guide: null,
  ...overrides,
});

/** The saved stay of a guest who went on to the next steps. */
export const aSavedStay = () => ({
  checkInDate: '2030-03-12',
  checkInTime: '15:00',
  checkOutDate: '2030-03-15',
  checkOutTime: '10:00',
  adults: 1,
  children: 0,
  visitPurpose: 'work',
});

/** The holder's step as the web form sends it for Maria, a Brazilian living in São Paulo. */
export const aSavedHolder = () => ({
  name: 'Maria Silva',
  isForeign: false,
  cpf: '52998224725',
  email: 'maria@example.com',
  phone: '+55 11 98765 4321',
  birthDate: '1990-05-20',
  address: {
    cep: '01310100',
    country: 'BR',
    state: 'SP',
    city: 'São Paulo',
    neighborhood: 'Bela Vista',
    street: 'Avenida Paulista',
    number: '1000',
  },
});

/**
 * A form being filled (status FILLING), with its own reservation id: the guest resumes at the
 * first step with something in `missing`.
 */
export const aFillingPage = (overrides: Partial<GuestFormPage> = {}): GuestFormPage =>
  aGuestFormPage({
    id: aReservationId(),
    status: 4,
    statusName: 'FILLING',
    message: { kind: 'filling', refuseMotive: null },
    ...overrides,
  });

export type Saved = { fields: Record<string, unknown>; files: string[]; headers: Headers };

/**
 * The guest link's server: the page (which follows what was saved, as the server's does), the
 * company, and PUT saves recorded in `saves` with their fields, file parts and headers.
 */
export const guestFormServer = (page: GuestFormPage, saves: Saved[] = []) => {
  let current = page;
  return [
    http.get('*/api/stays/company-info/:code', () =>
      HttpResponse.json({
        data: { ...page.company, logo: null, supportedLanguages: page.supportedLanguages },
      }),
    ),
    http.get(`*/api/stays/guestForm/${page.id}`, () => HttpResponse.json({ data: current })),
    // The selfie's check, open: a test of the closed check answers otherwise.
    http.get(`*/api/stays/guestForm/${page.id}/liveness`, () =>
      HttpResponse.json({ closedUntil: null, attemptsLeft: 5, passed: false, lastFailure: null }),
    ),
    // No document reading kept: a test of one kept answers otherwise.
    http.get(`*/api/stays/guestForm/${page.id}/document-reading`, () =>
      HttpResponse.json({ document: null, cpf: null }),
    ),
    // No request about the guest's data: a test of a companion's deletion answers otherwise.
    http.get(`*/api/stays/guestForm/${page.id}/data-requests`, () => HttpResponse.json([])),
    http.put(`*/api/stays/guestForm/${page.id}`, async ({ request }) => {
      const body = await request.formData();
      const data = body.get('data');
      const fields = typeof data === 'string' ? (JSON.parse(data) as Record<string, unknown>) : {};
      const files = [...body.keys()].filter((key) => key !== 'data');
      saves.push({ fields, files, headers: request.headers });
      const { submit, ...changes } = fields;
      // The server gives each new additional guest a key, which names their own link.
      if (Array.isArray(changes.additionalGuests))
        changes.additionalGuests = (changes.additionalGuests as Record<string, unknown>[]).map(
          (guest, index) => ({ key: `key-${index}`, ...guest }),
        );
      current = {
        ...current,
        form: { ...current.form, ...changes },
        files: { ...current.files, main: [...(current.files.main ?? []), ...files] },
        ...(submit === true
          ? {
              status: 1,
              statusName: 'TO_VALIDATE',
              message: { kind: 'inAnalysis', refuseMotive: null },
            }
          : {}),
      };
      return HttpResponse.json({ status: current.status, missing: [], guestPassCode: null });
    }),
  ];
};
