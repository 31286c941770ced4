import type { ValidationError } from 'yup';
import { isMessageKey } from '../messages';
import {
  aGuestForm,
  anAdditionalGuest,
  anAddress,
  aVehicle,
  guestFormIssues as issuesOf,
  validateGuestForm as validate,
} from './guest-form.fixtures';
import type { GuestFormContext } from './guest-form.schema';

const { cpf: _cpf, ...withoutCpf } = aGuestForm();
const aForeigner = (overrides: Record<string, unknown> = {}) => ({
  ...withoutCpf,
  isForeign: true,
  passport: 'FX123456',
  address: anAddress({ country: 'Argentina', cep: 'C1425', state: 'Buenos Aires' }),
  ...overrides,
});
const twoVehicles = [aVehicle(), aVehicle({ plate: 'XYZ9A87' })];
const oneDayStay = { checkInDate: '2026-03-12', checkOutDate: '2026-03-12' };
const longDay = { residenceCheckInTime: '08:00', residenceCheckOutTime: '22:00' };

describe('guest form, submission: accepted', () => {
  it.each([
    { rule: 'a complete Brazilian guest', form: aGuestForm() },
    { rule: 'a foreigner with a passport and a foreign postal code', form: aForeigner() },
    { rule: 'an RNE with its punctuation', form: aForeigner({ passport: 'V123456-7' }) },
    {
      rule: "'prefer not to inform' as the purpose",
      form: aGuestForm({ visitPurpose: 'notInformed' }),
    },
    {
      rule: 'no vehicle, no additional guest, no child',
      form: aGuestForm({ vehicles: [], additionalGuests: undefined, children: 0 }),
    },
    {
      rule: 'no complement in the address',
      form: aGuestForm({ address: anAddress({ complement: '' }) }),
    },
    {
      rule: 'a subdomain and a long TLD',
      form: aGuestForm({ email: 'maria@mail.example.travel' }),
    },
    { rule: 'born 120 years ago today', form: aGuestForm({ birthDate: '1906-03-10' }) },
    { rule: 'counts typed as digits', form: aGuestForm({ adults: '2', children: '0' }) },
    {
      rule: 'the 18th birthday on the check-in date',
      form: aGuestForm({ birthDate: '2008-03-12' }),
    },
    {
      rule: 'born on 29 February, 18 on 1 March of a common year',
      form: aGuestForm({
        birthDate: '2008-02-29',
        checkInDate: '2026-03-01',
        checkOutDate: '2026-03-04',
      }),
      context: { today: '2026-02-20' },
    },
    { rule: 'check-in today', form: aGuestForm({ checkInDate: '2026-03-10' }) },
    {
      // walk56: a guest filling in the day after she arrived was refused the host's own date.
      rule: 'the booked check-in of a stay begun yesterday',
      form: aGuestForm({ checkInDate: '2026-03-09' }),
      context: { bookedCheckInDate: '2026-03-09' },
    },
    {
      rule: 'arrival and departure on the property hours exactly',
      form: aGuestForm({ checkInTime: '14:00', checkOutTime: '11:00' }),
    },
    {
      rule: 'a one-day stay leaving after arriving',
      form: aGuestForm({ ...oneDayStay, checkInTime: '09:00', checkOutTime: '18:00' }),
      context: longDay,
    },
    { rule: 'as many guests as the property takes', form: aGuestForm({ adults: 3, children: 1 }) },
    {
      rule: 'as many additional guests as the property takes beside the main one',
      form: aGuestForm({ additionalGuests: [1, 2, 3].map(() => anAdditionalGuest()) }),
    },
    {
      rule: 'a Mercosul plate in lower case',
      form: aGuestForm({ vehicles: [aVehicle({ plate: 'abc1d23' })] }),
    },
    {
      rule: 'a foreign additional guest with a passport and no phone',
      form: aGuestForm({
        additionalGuests: [
          anAdditionalGuest({ cpf: '', foreign: true, passport: 'AB12345', phone: '' }),
        ],
      }),
    },
  ])('$rule', async ({ form, context }: { form: unknown; context?: Partial<GuestFormContext> }) => {
    expect(await issuesOf(form, 'submit', context)).toEqual([]);
  });
});

describe('guest form, submission: refused', () => {
  const rows: {
    rule: string;
    form: Record<string, unknown>;
    path: string;
    key: string;
    context?: Partial<GuestFormContext>;
  }[] = [
    // Each field a submission needs, left blank or out: required, on that field.
    ...(
      [
        ['name', '  '],
        ['email', ''],
        ['phone', ''],
        ['birthDate', undefined],
        ['address', undefined],
        ['checkInDate', ''],
        ['checkInTime', ''],
        ['checkOutDate', ''],
        ['checkOutTime', ''],
        ['adults', undefined],
        ['children', undefined],
      ] as const
    ).map(([field, blank]) => ({
      rule: `no ${field}`,
      form: aGuestForm({ [field]: blank }),
      path: field,
      key: 'validation.required',
    })),
    { rule: 'a Brazilian without CPF', form: withoutCpf, path: 'cpf', key: 'validation.required' },
    {
      rule: 'a wrong CPF',
      form: aGuestForm({ cpf: '529.982.247-35' }),
      path: 'cpf',
      key: 'guestForm.invalidCpf',
    },
    {
      rule: 'a foreigner without document',
      form: aForeigner({ passport: '' }),
      path: 'passport',
      key: 'validation.required',
    },
    {
      rule: 'a 4-character passport',
      form: aForeigner({ passport: 'AB12' }),
      path: 'passport',
      key: 'guestForm.invalidForeignDocument',
    },
    ...['maria@gmail', 'maria@x.c', 'maria@gmail.', 'maria@.com', 'maria@gmail.c0m'].map(
      (email) => ({
        rule: `the email ${email}`,
        form: aGuestForm({ email }),
        path: 'email',
        key: 'validation.email',
      }),
    ),
    {
      rule: 'a birth date more than 120 years ago',
      form: aGuestForm({ birthDate: '1890-01-01' }),
      path: 'birthDate',
      key: 'guestForm.birthDateTooOld',
    },
    {
      rule: 'born the day before 120 years ago',
      form: aGuestForm({ birthDate: '1906-03-09' }),
      path: 'birthDate',
      key: 'guestForm.birthDateTooOld',
    },
    {
      rule: 'an invalid email',
      form: aGuestForm({ email: 'maria@' }),
      path: 'email',
      key: 'validation.email',
    },
    {
      rule: 'an invalid phone',
      form: aGuestForm({ phone: '12345' }),
      path: 'phone',
      key: 'registration.invalidPhone',
    },
    {
      rule: '30 February',
      form: aGuestForm({ birthDate: '1990-02-30' }),
      path: 'birthDate',
      key: 'guestForm.invalidDate',
    },
    {
      rule: 'a birth date day first',
      form: aGuestForm({ birthDate: '20/05/1990' }),
      path: 'birthDate',
      key: 'guestForm.invalidDate',
    },
    {
      rule: 'a birth date tomorrow',
      form: aGuestForm({ birthDate: '2026-03-11' }),
      path: 'birthDate',
      key: 'guestForm.birthDateInFuture',
    },
    {
      rule: 'a main guest turning 18 the day after check-in',
      form: aGuestForm({ birthDate: '2008-03-13' }),
      path: 'birthDate',
      key: 'guestForm.underage',
    },
    {
      rule: 'born on 29 February, checking in on 28 February of the 18th year',
      form: aGuestForm({
        birthDate: '2008-02-29',
        checkInDate: '2026-02-28',
        checkOutDate: '2026-03-04',
      }),
      context: { today: '2026-02-20' },
      path: 'birthDate',
      key: 'guestForm.underage',
    },
    {
      rule: 'a 7-digit CEP in Brazil',
      form: aGuestForm({ address: anAddress({ cep: '0131010' }) }),
      path: 'address.cep',
      key: 'residences.invalidCep',
    },
    ...['cep', 'country', 'state', 'city', 'street', 'number'].map((part) => ({
      rule: `no ${part} in the address`,
      form: aGuestForm({ address: anAddress({ [part]: '' }) }),
      path: `address.${part}`,
      key: 'validation.required',
    })),
    {
      rule: 'a check-in before today',
      form: aGuestForm({ checkInDate: '2026-03-09' }),
      path: 'checkInDate',
      key: 'guestForm.checkInInPast',
    },
    {
      rule: 'a check-in before the booked day of a stay begun yesterday',
      form: aGuestForm({ checkInDate: '2026-03-08' }),
      context: { bookedCheckInDate: '2026-03-09' },
      path: 'checkInDate',
      key: 'guestForm.checkInBeforeBooking',
    },
    {
      rule: 'a check-in before today, of a stay booked from tomorrow',
      form: aGuestForm({ checkInDate: '2026-03-09' }),
      context: { bookedCheckInDate: '2026-03-11' },
      path: 'checkInDate',
      key: 'guestForm.checkInInPast',
    },
    {
      rule: 'a check-in time 25:00',
      form: aGuestForm({ checkInTime: '25:00' }),
      path: 'checkInTime',
      key: 'residences.invalidTime',
    },
    {
      rule: 'arriving before the property opens',
      form: aGuestForm({ checkInTime: '13:59' }),
      path: 'checkInTime',
      key: 'guestForm.checkInTooEarly',
    },
    {
      rule: 'a check-out before check-in',
      form: aGuestForm({ checkOutDate: '2026-03-11' }),
      path: 'checkOutDate',
      key: 'guestForm.checkOutBeforeCheckIn',
    },
    {
      rule: 'leaving after the property closes',
      form: aGuestForm({ checkOutTime: '11:01' }),
      path: 'checkOutTime',
      key: 'guestForm.checkOutTooLate',
    },
    {
      rule: 'a one-day stay leaving before arriving',
      form: aGuestForm({ ...oneDayStay, checkInTime: '15:00', checkOutTime: '12:00' }),
      context: longDay,
      path: 'checkOutTime',
      key: 'guestForm.checkOutBeforeCheckIn',
    },
    {
      rule: 'no visit purpose',
      form: aGuestForm({ visitPurpose: '' }),
      path: 'visitPurpose',
      key: 'guestForm.visitPurposeRequired',
    },
    {
      rule: 'an unknown visit purpose',
      form: aGuestForm({ visitPurpose: 'tourism' }),
      path: 'visitPurpose',
      key: 'guestForm.invalidVisitPurpose',
    },
    {
      rule: 'no adult',
      form: aGuestForm({ adults: 0 }),
      path: 'adults',
      key: 'guestForm.atLeastOneAdult',
    },
    ...['2e1', '0x2', '1.0', ' -1', '2 adults'].map((adults) => ({
      rule: `adults typed as '${adults}' (digits only)`,
      form: aGuestForm({ adults }),
      path: 'adults',
      key: 'validation.integer',
    })),
    {
      rule: 'children typed as 1e1',
      form: aGuestForm({ children: '1e1' }),
      path: 'children',
      key: 'validation.integer',
    },
    {
      rule: 'half an adult',
      form: aGuestForm({ adults: 1.5 }),
      path: 'adults',
      key: 'validation.integer',
    },
    {
      rule: 'fewer than 0 children',
      form: aGuestForm({ children: -1 }),
      path: 'children',
      key: 'guestForm.childrenNotNegative',
    },
    {
      rule: 'more adults and children than the property takes',
      form: aGuestForm({ adults: 3, children: 2 }),
      path: 'guestCount',
      key: 'guestForm.tooManyGuests',
    },
    {
      rule: 'more additional guests than the property takes',
      form: aGuestForm({ additionalGuests: [1, 2, 3, 4].map(() => anAdditionalGuest()) }),
      path: 'additionalGuests',
      key: 'guestForm.maxGuestsReached',
    },
    ...['type', 'model', 'color', 'plate'].map((part) => ({
      rule: `a vehicle without ${part}`,
      form: aGuestForm({ vehicles: [aVehicle({ [part]: '' })] }),
      path: `vehicles[0].${part}`,
      key: 'validation.required',
    })),
    {
      rule: 'a truck',
      form: aGuestForm({ vehicles: [aVehicle({ type: 'truck' })] }),
      path: 'vehicles[0].type',
      key: 'guestForm.invalidVehicleType',
    },
    {
      rule: 'a plate of 5 digits',
      form: aGuestForm({ vehicles: [aVehicle({ plate: 'ABC-12345' })] }),
      path: 'vehicles[0].plate',
      key: 'guestForm.invalidPlate',
    },
    {
      rule: 'more vehicles than parking spaces',
      form: aGuestForm({ vehicles: twoVehicles }),
      path: 'vehicles',
      key: 'guestForm.tooManyVehicles',
    },
    {
      rule: 'terms refused',
      form: aGuestForm({ termsAccepted: false }),
      path: 'termsAccepted',
      key: 'guestForm.acceptTerms',
    },
    {
      rule: 'image terms not answered',
      form: aGuestForm({ imageTermsAccepted: undefined }),
      path: 'imageTermsAccepted',
      key: 'guestForm.acceptTerms',
    },
    ...[
      { rule: 'without name', guest: { name: '' }, field: 'name', key: 'validation.required' },
      {
        rule: 'with a wrong CPF',
        guest: { cpf: '111.444.777-36' },
        field: 'cpf',
        key: 'guestForm.invalidCpf',
      },
      {
        rule: 'Brazilian without CPF',
        guest: { cpf: '' },
        field: 'cpf',
        key: 'validation.required',
      },
      {
        rule: 'foreign without document',
        guest: { cpf: '', foreign: true },
        field: 'passport',
        key: 'validation.required',
      },
      {
        rule: 'without birth date',
        guest: { birthDate: '' },
        field: 'birthDate',
        key: 'validation.required',
      },
      {
        rule: 'born in 1890',
        guest: { birthDate: '1890-01-01' },
        field: 'birthDate',
        key: 'guestForm.birthDateTooOld',
      },
      {
        rule: 'born tomorrow',
        guest: { birthDate: '2026-03-11' },
        field: 'birthDate',
        key: 'guestForm.birthDateInFuture',
      },
      {
        rule: 'with an invalid phone',
        guest: { phone: '0800 123' },
        field: 'phone',
        key: 'registration.invalidPhone',
      },
    ].map(({ rule, guest, field, key }) => ({
      rule: `an additional guest ${rule}`,
      form: aGuestForm({ additionalGuests: [anAdditionalGuest(), anAdditionalGuest(guest)] }),
      path: `additionalGuests[1].${field}`,
      key,
    })),
  ];

  it.each(rows)('$rule: $path', async ({ form, path, key, context }) => {
    expect(await issuesOf(form, 'submit', context)).toEqual([{ path, key }]);
    expect(isMessageKey(key)).toBe(true);
  });

  it('names the allowed time and the number of parking spaces', async () => {
    const error = await validate(
      aGuestForm({ checkInTime: '13:00', checkOutTime: '12:00', vehicles: twoVehicles }),
      'submit',
    ).catch((caught: unknown) => caught as ValidationError);
    const params = Object.fromEntries(
      (error as ValidationError).inner.map((leaf) => [leaf.path, leaf.params]),
    );
    expect(params.checkInTime).toMatchObject({ time: '14:00' });
    expect(params.checkOutTime).toMatchObject({ time: '11:00' });
    expect(params.vehicles).toMatchObject({ max: 1 });
  });

  it('reports every missing field of an empty submission at once', async () => {
    const paths = (await issuesOf({ submit: true })).map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining(['name', 'cpf', 'email', 'phone', 'birthDate', 'address', 'adults']),
    );
    expect(paths).toEqual(expect.arrayContaining(['children', 'visitPurpose', 'termsAccepted']));
  });
});
