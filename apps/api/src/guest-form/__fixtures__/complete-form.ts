import { anAddress } from '../../../../../libs/contracts/src/schemas/guest-form.fixtures';

/** A complete main-guest form for a stay from 2027-03-10 14:00 to 2027-03-13 11:00. */
export const aCompleteForm = (
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  name: 'Maria Silva',
  cpf: '529.982.247-25',
  isForeign: false,
  email: 'maria@example.com',
  phone: '+55 11 98765-4321',
  birthDate: '1990-04-01',
  address: anAddress({ country: 'BR', complement: 'apto 12' }),
  checkInDate: '2027-03-10',
  checkInTime: '15:00',
  checkOutDate: '2027-03-13',
  checkOutTime: '10:30',
  visitPurpose: 'leisure',
  pets: false,
  adults: 2,
  children: 0,
  vehicles: [{ type: 'car', model: 'Onix', color: 'Prata', plate: 'ABC1D23' }],
  additionalGuests: [],
  termsAccepted: true,
  imageTermsAccepted: true,
  submit: true,
  ...overrides,
});
