import { isMessageKey } from '../messages';
import { aGuestForm, anAdditionalGuest, anAddress, guestFormIssues } from './guest-form.fixtures';
import { additionalGuestSchema } from './guest-form.schema';
import { guestPartProgress } from './guest-part-progress';

// Issue 27: a child's document other than a CPF, pets with a count and a kind, the address's
// neighbourhood, its state among the 27 UFs and its country as an ISO code. 'today' is
// 2026-03-10 and the fixtures' check-in 2026-03-12.

const CERTIDAO = '104539.01.55.2013.1.00012.021.0000123-21';
const aChild = (overrides: Record<string, unknown> = {}) =>
  anAdditionalGuest({
    isChild: true,
    birthDate: '2019-06-01',
    cpf: '',
    phone: '',
    documentKind: 'birthCertificate',
    birthCertificate: CERTIDAO,
    ...overrides,
  });
const withGuest = (guest: Record<string, unknown>, form: Record<string, unknown> = {}) =>
  aGuestForm({ additionalGuests: [guest], ...form });
const withPets = (pets: Record<string, unknown>) => aGuestForm({ pets: true, ...pets });
const withAddress = (address: Record<string, unknown>) =>
  aGuestForm({ address: anAddress(address) });

describe('issue 27 details, submission: accepted', () => {
  it.each([
    { rule: 'a child under 12 with a birth certificate', form: withGuest(aChild()) },
    {
      rule: 'the certificate as bare digits or in spaced groups',
      form: withGuest(aChild({ birthCertificate: '104539 01 55 2013 1 00012 021 0000123 21' })),
    },
    {
      rule: 'a child under 12 with a passport',
      form: withGuest(aChild({ documentKind: 'passport', passport: 'FZ123456' })),
    },
    {
      rule: 'a child with a CPF, as before (no kind given)',
      form: withGuest(aChild({ documentKind: undefined, cpf: '111.444.777-35' })),
    },
    {
      rule: 'the day before the 12th birthday, on the check-in date',
      form: withGuest(aChild({ birthDate: '2014-03-13' })),
    },
    { rule: 'two dogs', form: withPets({ petCount: 2, petKind: 'dog' }) },
    { rule: 'ten cats', form: withPets({ petCount: '10', petKind: 'cat' }) },
    {
      rule: 'another kind, named',
      form: withPets({ petCount: 1, petKind: 'other', petKindOther: 'a rabbit' }),
    },
    { rule: 'pets as a yes/no alone when there are none', form: aGuestForm({ pets: false }) },
    { rule: 'the country as an ISO code', form: withAddress({ country: 'BR' }) },
    { rule: 'a UF in lower case', form: withAddress({ state: 'sp' }) },
    {
      rule: 'a foreign address with a typed state and no neighbourhood',
      form: withAddress({
        country: 'AR',
        cep: 'C1425',
        state: 'Buenos Aires',
        neighborhood: '',
      }),
    },
    {
      rule: 'an old answer: the country typed as free text abroad',
      form: withAddress({ country: 'Argentina', cep: 'C1425', state: 'Buenos Aires' }),
    },
  ])('$rule', async ({ form }) => {
    expect(await guestFormIssues(form)).toEqual([]);
  });
});

describe('issue 27 details, submission: refused', () => {
  it.each([
    {
      rule: 'a 12-year-old without a CPF',
      form: withGuest(aChild({ birthDate: '2014-03-12' })),
      path: 'additionalGuests[0].documentKind',
      key: 'guestForm.cpfFromAge',
    },
    {
      rule: 'an adult with a passport instead of a CPF',
      form: withGuest(
        anAdditionalGuest({ cpf: '', documentKind: 'passport', passport: 'FZ123456' }),
      ),
      path: 'additionalGuests[0].documentKind',
      key: 'guestForm.cpfFromAge',
    },
    {
      rule: 'a child whose birth certificate is missing',
      form: withGuest(aChild({ birthCertificate: '' })),
      path: 'additionalGuests[0].birthCertificate',
      key: 'validation.required',
    },
    {
      rule: 'a child whose passport is missing',
      form: withGuest(aChild({ documentKind: 'passport' })),
      path: 'additionalGuests[0].passport',
      key: 'validation.required',
    },
    {
      rule: 'a certificate with a wrong check digit',
      form: withGuest(aChild({ birthCertificate: CERTIDAO.replace(/21$/, '12') })),
      path: 'additionalGuests[0].birthCertificate',
      key: 'guestForm.invalidBirthCertificate',
    },
    {
      rule: 'a certificate of 31 digits',
      form: withGuest(aChild({ birthCertificate: '1045390155201310001202100001232' })),
      path: 'additionalGuests[0].birthCertificate',
      key: 'guestForm.invalidBirthCertificate',
    },
    {
      rule: 'a kind of document the form does not know',
      form: withGuest(aChild({ documentKind: 'rg', cpf: '111.444.777-35' })),
      path: 'additionalGuests[0].documentKind',
      key: 'guestForm.invalidDocumentKind',
    },
    {
      rule: 'pets without a count',
      form: withPets({ petKind: 'dog' }),
      path: 'petCount',
      key: 'validation.required',
    },
    {
      rule: 'pets without a kind',
      form: withPets({ petCount: 1 }),
      path: 'petKind',
      key: 'validation.required',
    },
    {
      rule: 'no pets counted',
      form: withPets({ petCount: 0, petKind: 'dog' }),
      path: 'petCount',
      key: 'guestForm.petCountRange',
    },
    {
      rule: 'eleven pets',
      form: withPets({ petCount: 11, petKind: 'dog' }),
      path: 'petCount',
      key: 'guestForm.petCountRange',
    },
    {
      rule: 'a kind of pet the form does not know',
      form: withPets({ petCount: 1, petKind: 'horse' }),
      path: 'petKind',
      key: 'guestForm.invalidPetKind',
    },
    {
      rule: "'other' pets not named",
      form: withPets({ petCount: 1, petKind: 'other' }),
      path: 'petKindOther',
      key: 'validation.required',
    },
    {
      rule: "'other' pets named in more than 60 characters",
      form: withPets({ petCount: 1, petKind: 'other', petKindOther: 'a'.repeat(61) }),
      path: 'petKindOther',
      key: 'validation.maxLength',
    },
    {
      rule: 'a Brazilian address without its neighbourhood',
      form: withAddress({ neighborhood: ' ' }),
      path: 'address.neighborhood',
      key: 'validation.required',
    },
    {
      rule: 'an address in Brazil (its code) whose state is not a UF',
      form: withAddress({ country: 'BR', state: 'São Paulo' }),
      path: 'address.state',
      key: 'residences.invalidState',
    },
    {
      rule: "an old answer: 'Brasil' typed, with the state typed in full",
      form: withAddress({ country: 'Brasil', state: 'Pernambuco' }),
      path: 'address.state',
      key: 'residences.invalidState',
    },
    {
      rule: 'a CEP of 7 digits in Brazil named by its code',
      form: withAddress({ country: 'BR', cep: '0131010' }),
      path: 'address.cep',
      key: 'residences.invalidCep',
    },
  ])('$rule: $path', async ({ form, path, key }) => {
    expect(await guestFormIssues(form)).toEqual([{ path, key }]);
    expect(isMessageKey(key)).toBe(true);
  });
});

describe('issue 27 details, partial saves', () => {
  it('takes a child’s document before the birth date is known, and pets without details', async () => {
    const { birthDate: _birth, ...child } = aChild();
    const save = { additionalGuests: [child], pets: true, address: { city: 'Recife' } };
    expect(await guestFormIssues(save, 'save')).toEqual([]);
  });

  it('counts a companion’s age on the stay’s check-in when the save carries none', async () => {
    // 12 on 2026-06-01: a child on a check-in before, not on one after.
    const child = aChild({ birthDate: '2014-06-01' });
    const save = { additionalGuests: [child] };
    expect(await guestFormIssues(save, 'save', { checkInDate: '2026-05-31' })).toEqual([]);
    expect(await guestFormIssues(save, 'save', { checkInDate: '2026-06-01' })).toEqual([
      { path: 'additionalGuests[0].documentKind', key: 'guestForm.cpfFromAge' },
    ]);
  });

  it('counts it on the check-in the form gives when checked whole', async () => {
    // 12 on 2026-03-11: the form's check-in (03-12) decides, not the stay's (03-10).
    const form = withGuest(aChild({ birthDate: '2014-03-11' }));
    expect(await guestFormIssues(form, 'submit', { checkInDate: '2026-03-10' })).toEqual([
      { path: 'additionalGuests[0].documentKind', key: 'guestForm.cpfFromAge' },
    ]);
  });

  it('stores the certificate as its 32 digits', () => {
    const cast = additionalGuestSchema('save', '2026-03-10').cast(aChild());
    expect(cast.birthCertificate).toBe('10453901552013100012021000012321');
  });
});

describe('a child’s part (issue 27)', () => {
  const files = ['doc_front', 'doc_back', 'doc_selfie'];

  it('is complete with a birth certificate in place of the CPF, not before', () => {
    expect(guestPartProgress(aChild(), files, '2026-03-10', '2026-03-12')).toBe('completed');
    const child = aChild({ birthCertificate: '' });
    expect(guestPartProgress(child, files, '2026-03-10', '2026-03-12')).toBe('in_progress');
  });
});
