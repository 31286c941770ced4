import {
  aGuestForm,
  aGuestFormContext,
  anAdditionalGuest,
  anAddress,
  aVehicle,
  guestFormIssues,
  validateGuestForm,
} from './guest-form.fixtures';
import { guestFormSchema, type GuestFormMode } from './guest-form.schema';

const issuesOf = (input: unknown, mode: GuestFormMode = 'save') => guestFormIssues(input, mode);
/** A partial save, as the guest's PUT checks it. */
const validate = (input: unknown) => validateGuestForm(input, 'save');

describe('guest form, partial save: accepted', () => {
  it.each([
    { rule: 'nothing at all', form: {} },
    { rule: 'the name alone', form: { name: 'Maria', submit: false } },
    {
      rule: 'blank fields, which count as absent',
      form: { name: '', cpf: '  ', adults: '', address: '' },
    },
    {
      rule: 'null fields, which count as absent',
      form: { email: null, phone: null, vehicles: null },
    },
    { rule: 'part of an address', form: { address: { city: 'Recife' } } },
    { rule: 'a vehicle with only its model', form: { vehicles: [{ model: 'Onix' }] } },
    {
      rule: 'an additional guest with only a name',
      form: { additionalGuests: [{ name: 'João' }] },
    },
    { rule: 'terms not yet accepted', form: { termsAccepted: false, imageTermsAccepted: false } },
    {
      rule: 'a young birth date with no check-in date to compare',
      form: { birthDate: '2010-01-01' },
    },
    { rule: 'a complete form', form: aGuestForm({ submit: false }) },
  ])('$rule', async ({ form }) => {
    expect(await issuesOf(form)).toEqual([]);
  });
});

describe('guest form, partial save: each field given is still checked', () => {
  it.each([
    {
      rule: 'a wrong CPF',
      form: { cpf: '123.456.789-00' },
      path: 'cpf',
      key: 'guestForm.invalidCpf',
    },
    { rule: 'an invalid email', form: { email: 'maria@' }, path: 'email', key: 'validation.email' },
    {
      rule: 'an invalid phone',
      form: { phone: 'abc' },
      path: 'phone',
      key: 'registration.invalidPhone',
    },
    {
      rule: 'an impossible date',
      form: { checkOutDate: '2026-02-30' },
      path: 'checkOutDate',
      key: 'guestForm.invalidDate',
    },
    {
      rule: 'a check-in before today',
      form: { checkInDate: '2026-01-01' },
      path: 'checkInDate',
      key: 'guestForm.checkInInPast',
    },
    {
      rule: 'an early arrival',
      form: { checkInTime: '09:00' },
      path: 'checkInTime',
      key: 'guestForm.checkInTooEarly',
    },
    {
      rule: 'a minor main guest, with the check-in date in the same save',
      form: { birthDate: '2010-01-01', checkInDate: '2026-03-12' },
      path: 'birthDate',
      key: 'guestForm.underage',
    },
    {
      rule: 'a CEP of a Brazilian address',
      form: { address: { cep: '123', country: 'BR' } },
      path: 'address.cep',
      key: 'residences.invalidCep',
    },
    {
      rule: 'a bad plate',
      form: { vehicles: [{ plate: 'A1' }] },
      path: 'vehicles[0].plate',
      key: 'guestForm.invalidPlate',
    },
    {
      rule: "an additional guest's wrong CPF",
      form: { additionalGuests: [{ cpf: '111.111.111-11' }] },
      path: 'additionalGuests[0].cpf',
      key: 'guestForm.invalidCpf',
    },
    { rule: 'no adult', form: { adults: 0 }, path: 'adults', key: 'guestForm.atLeastOneAdult' },
    {
      rule: 'too many guests',
      form: { adults: 5 },
      path: 'guestCount',
      key: 'guestForm.tooManyGuests',
    },
    {
      rule: 'a count as words',
      form: { children: 'two' },
      path: 'children',
      key: 'validation.integer',
    },
    { rule: 'a flag as words', form: { pets: 'maybe' }, path: 'pets', key: 'validation.type' },
  ])('$rule', async ({ form, path, key }) => {
    expect(await issuesOf(form)).toEqual([{ path, key }]);
  });
});

describe('guest form: unknown fields', () => {
  it.each<{
    rule: string;
    form: Record<string, unknown>;
    mode: GuestFormMode;
    path: string;
    unknown: string;
  }>([
    {
      rule: 'at the top, in a partial save',
      form: { name: 'Maria', nickname: 'Mari' },
      mode: 'save',
      path: '',
      unknown: 'nickname',
    },
    {
      rule: 'at the top, in a submission',
      form: aGuestForm({ status: 2 }),
      mode: 'submit',
      path: '',
      unknown: 'status',
    },
    {
      rule: 'in the address',
      form: { address: { city: 'Recife', zip: '50000000' } },
      mode: 'save',
      path: 'address',
      unknown: 'zip',
    },
    {
      rule: 'in a vehicle',
      form: { vehicles: [{ model: 'Onix', year: 2020 }] },
      mode: 'save',
      path: 'vehicles[0]',
      unknown: 'year',
    },
    {
      rule: 'in an additional guest',
      form: { additionalGuests: [{ name: 'João', email: 'j@x.com' }] },
      mode: 'save',
      path: 'additionalGuests[0]',
      unknown: 'email',
    },
  ])('are refused $rule', async ({ form, mode, path, unknown }) => {
    expect(await issuesOf(form, mode)).toEqual([{ path, key: 'validation.unknownField', unknown }]);
  });
});

describe('guest form: what the schema casts', () => {
  it('trims text, keeps CPF digits and upper-case plates without dash', async () => {
    const form = await validateGuestForm(
      aGuestForm({
        name: '  Maria Silva ',
        vehicles: [aVehicle({ plate: ' abc-1234 ' }), aVehicle({ plate: 'abc1d23' })],
        additionalGuests: [anAdditionalGuest({ cpf: '111.444.777-35' })],
        address: anAddress({ city: ' São Paulo ' }),
      }),
      'submit',
      { parkingSpaces: 2 },
    );
    expect(form.name).toBe('Maria Silva');
    expect(form.cpf).toBe('52998224725');
    expect(form.vehicles?.map((vehicle) => vehicle.plate)).toEqual(['ABC1234', 'ABC1D23']);
    expect(form.additionalGuests?.[0]?.cpf).toBe('11144477735');
    expect(form.address?.city).toBe('São Paulo');
  });

  it("keeps a foreigner's document in upper case without separators", async () => {
    const form = await validate({ isForeign: true, passport: ' v123456-7 ' });
    expect(form.passport).toBe('V1234567');
  });

  it('leaves blank fields out of a partial save, so they do not erase what was saved', async () => {
    const form = await validate({ name: 'Maria', email: '', adults: '', address: '' });
    expect(JSON.parse(JSON.stringify(form))).toEqual({ name: 'Maria' });
  });

  it('adds nothing to a partial save', async () => {
    expect(JSON.parse(JSON.stringify(await validate({ pets: true })))).toEqual({ pets: true });
  });

  it("passes the API's strict type check with a valid form", async () => {
    await expect(
      guestFormSchema(aGuestFormContext(), 'submit').validate(aGuestForm(), { strict: true }),
    ).resolves.toBeDefined();
  });
});
