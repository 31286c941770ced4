import { ValidationError } from 'yup';
import { guestFormSchema, type GuestFormContext, type GuestFormMode } from './guest-form.schema';

// Builders for the guest form's tests: a property and a complete, valid submission.

/** A property whose guests arrive from 14:00 and leave by 11:00; 'today' is 10 March 2026. */
export const aGuestFormContext = (overrides: Partial<GuestFormContext> = {}): GuestFormContext => ({
  today: '2026-03-10',
  residenceCheckInTime: '14:00',
  residenceCheckOutTime: '11:00',
  maxGuests: 4,
  parkingSpaces: 1,
  ...overrides,
});

export const anAddress = (overrides: Record<string, unknown> = {}) => ({
  cep: '01310-100',
  country: 'Brasil',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'ap 12',
  ...overrides,
});

export const aVehicle = (overrides: Record<string, unknown> = {}) => ({
  type: 'car',
  model: 'Onix',
  color: 'prata',
  plate: 'abc-1234',
  ...overrides,
});

export const anAdditionalGuest = (overrides: Record<string, unknown> = {}) => ({
  name: 'João Silva',
  cpf: '111.444.777-35',
  foreign: false,
  isChild: false,
  birthDate: '1988-01-01',
  phone: '11987654321',
  ...overrides,
});

/** A Brazilian main guest, two adults and a child, a car and one additional guest. */
export const aGuestForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Maria Silva',
  cpf: '529.982.247-25',
  isForeign: false,
  email: 'maria@example.com',
  phone: '+55 11 98765-4321',
  birthDate: '1990-05-20',
  address: anAddress(),
  checkInDate: '2026-03-12',
  checkInTime: '15:00',
  checkOutDate: '2026-03-15',
  checkOutTime: '10:00',
  visitPurpose: 'leisure',
  pets: false,
  adults: 2,
  children: 1,
  vehicles: [aVehicle()],
  additionalGuests: [anAdditionalGuest()],
  termsAccepted: true,
  imageTermsAccepted: true,
  submit: true,
  ...overrides,
});

/** `input` checked as the API checks it, every broken rule reported at once. */
export const validateGuestForm = (
  input: unknown,
  mode: GuestFormMode = 'submit',
  context: Partial<GuestFormContext> = {},
) => guestFormSchema(aGuestFormContext(context), mode).validate(input, { abortEarly: false });

/**
 * Each rule `input` breaks, as the path and message key of a 400's field errors (and the
 * field's name, for an unknown one).
 */
export const guestFormIssues = async (
  input: unknown,
  mode: GuestFormMode = 'submit',
  context: Partial<GuestFormContext> = {},
): Promise<{ path: string; key: string; unknown?: string }[]> => {
  try {
    await validateGuestForm(input, mode, context);
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return (error.inner.length > 0 ? error.inner : [error]).map((leaf) => ({
      path: leaf.path ?? '',
      key: leaf.message,
      ...(leaf.type === 'noUnknown'
        ? { unknown: (leaf.params as { unknown: string }).unknown }
        : {}),
    }));
  }
};
