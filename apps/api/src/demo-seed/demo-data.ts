// What the demo host starts with: two properties and reservations around today, all created
// through the public API so they pass the same validation as a host's own.

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO date-time in São Paulo (-03:00) `days` from `now`, at `time`. */
export const saoPauloDay = (now: Date, days: number, time: string): string => {
  const day = new Date(now.getTime() - 3 * 60 * 60 * 1000 + days * DAY_MS);
  return `${day.toISOString().slice(0, 10)}T${time}:00-03:00`;
};

export const demoHost = (email: string, password: string) => ({
  name: 'Ana Anfitriã',
  email,
  phone: '(11) 98765-4321',
  companyName: 'Hospedagens Demo',
  cnpj: '11.222.333/0001-81',
  website: 'https://example.com',
  password,
  confirmPassword: password,
  quantityOfProperties: 2,
  skipSubscription: true,
});

/** The demo's first address, a real CEP's street (the builders of the tests use it too). */
export const AVENIDA_PAULISTA = {
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

const saoPaulo = {
  timeZone: 'America/Sao_Paulo',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  usesTTLock: false,
  dynamicPassword: false,
  depositAmount: 0,
};

export const demoProperties = [
  {
    ...saoPaulo,
    name: 'Apartamento Paulista',
    address: { ...AVENIDA_PAULISTA },
    maxGuests: 4,
    parkingSpaces: 1,
    supportedLanguages: ['pt-BR', 'en-US', 'es-ES'],
    houseRules: 'Silêncio após as 22h.',
    accessInstructions: 'Retire a chave na portaria com um documento.',
    contacts: [{ type: 0, name: 'Portaria', phone: '(11) 3000-1000' }],
    nearbyPlaces: [],
  },
  {
    ...saoPaulo,
    name: 'Casa de Praia Ubatuba',
    address: {
      cep: '11680-000',
      street: 'Rua da Praia',
      number: '50',
      complement: '',
      neighborhood: 'Itaguá',
      city: 'Ubatuba',
      state: 'SP',
    },
    maxGuests: 8,
    parkingSpaces: 2,
    supportedLanguages: ['pt-BR'],
    houseRules: 'Animais bem-vindos.',
    accessInstructions: 'Cofre de chaves no portão; o código chega no dia.',
    contacts: [],
    nearbyPlaces: [],
  },
];

/** Reservations for the properties, by index, a few days apart from today. */
export const demoReservations = (now: Date, residenceIds: string[]) =>
  [
    {
      property: 0,
      guestName: 'Bruno Costa',
      inDays: 0,
      nights: 3,
      source: 'airbnb',
      language: 'pt-BR',
    },
    {
      property: 0,
      guestName: 'Emily Carter',
      inDays: 5,
      nights: 4,
      source: 'booking',
      language: 'en-US',
    },
    {
      property: 1,
      guestName: 'Lucía Fernández',
      inDays: 12,
      nights: 7,
      source: 'stays',
      language: 'es-ES',
    },
  ].map((stay) => ({
    residenceId: residenceIds[stay.property],
    guestName: stay.guestName,
    guestEmail: `${stay.guestName
      .split(' ')[0]!
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}@example.com`,
    CheckIn: saoPauloDay(now, stay.inDays, '14:00'),
    checkout: saoPauloDay(now, stay.inDays + stay.nights, '11:00'),
    source: stay.source,
    maxGuests: 2,
    language: stay.language,
  }));
