import type { GuestDataCopy } from '../data-copy/guest-data-copy.types';

/** A guest's copy of a finished stay at Casa Azul with nothing in it but `overrides`. */
export const aDataCopy = (overrides: Partial<GuestDataCopy> = {}): GuestDataCopy => ({
  generatedAt: '2027-03-14T12:00:00.000Z',
  controller: { name: 'Casa Azul', phone: '+55 11 98765-4321', website: null },
  stay: {
    reservationId: 'r1',
    property: 'Casa Azul',
    address: 'Praça da Sé, 100',
    checkIn: '2027-03-10T17:00:00.000Z',
    checkOut: '2027-03-13T14:00:00.000Z',
    status: 'CHECKOUT_FINISHED',
    source: null,
  },
  enteredByHost: { name: null, email: null, phone: null },
  form: {},
  files: [],
  consents: [],
  documentViews: [],
  messages: [],
  requests: [],
  cpfChecks: [],
  fnrh: null,
  identityChecks: [],
  accessLog: [],
  aboutOtherGuests: '',
  ...overrides,
});
