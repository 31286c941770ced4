import {
  GUEST_FORM_FILE_FIELDS,
  additionalGuestFileField,
  additionalGuestFileFields,
  missingGuestFormFiles,
  parseFileField,
} from './guest-form-files';

describe('guest form file parts', () => {
  it.each([
    ['doc_front', { guest: 'main', kind: 'doc_front' }],
    ['doc_back', { guest: 'main', kind: 'doc_back' }],
    ['doc_digital', { guest: 'main', kind: 'doc_digital' }],
    ['doc_selfie', { guest: 'main', kind: 'doc_selfie' }],
    ['deposit_proof', { guest: 'main', kind: 'deposit_proof' }],
    ['guest_0_doc_front', { guest: 0, kind: 'doc_front' }],
    ['guest_1_doc_back', { guest: 1, kind: 'doc_back' }],
    ['guest_12_doc_selfie', { guest: 12, kind: 'doc_selfie' }],
  ])('%s is a part of the form', (name, parsed) => {
    expect(parseFileField(name)).toEqual(parsed);
  });

  it.each([
    ['a digital document of an additional guest', 'guest_0_doc_digital'],
    ['a deposit proof of an additional guest', 'guest_0_deposit_proof'],
    ['an index with a leading zero', 'guest_01_doc_front'],
    ['a negative index', 'guest_-1_doc_front'],
    ['an index of 4 digits', 'guest_1000_doc_front'],
    ['no index', 'guest__doc_front'],
    ['another kind', 'doc_passport'],
    ['a different case', 'DOC_FRONT'],
    ['a prototype key', 'constructor'],
    ['nothing', ''],
  ])('%s is not', (_, name) => {
    expect(parseFileField(name)).toBeNull();
  });

  it("names an additional guest's parts from 0", () => {
    expect(additionalGuestFileField(2, 'doc_back')).toBe('guest_2_doc_back');
    expect(additionalGuestFileFields(2)).toEqual([
      'guest_0_doc_front',
      'guest_0_doc_back',
      'guest_0_doc_selfie',
      'guest_1_doc_front',
      'guest_1_doc_back',
      'guest_1_doc_selfie',
    ]);
  });

  it('reads back every part it names', () => {
    for (const name of [...GUEST_FORM_FILE_FIELDS, ...additionalGuestFileFields(3)]) {
      expect(parseFileField(name)).not.toBeNull();
    }
  });
});

describe('files a submission still lacks', () => {
  const mainDocuments = ['doc_front', 'doc_back', 'doc_selfie'];

  it.each([
    ['both sides and a selfie', { hasDeposit: false, additionalGuests: 0 }, mainDocuments, []],
    [
      'the digital document and a selfie',
      { hasDeposit: false, additionalGuests: 0 },
      ['doc_digital', 'doc_selfie'],
      [],
    ],
    [
      'nothing',
      { hasDeposit: false, additionalGuests: 0 },
      [],
      ['doc_front', 'doc_back', 'doc_selfie'],
    ],
    [
      'the front only',
      { hasDeposit: false, additionalGuests: 0 },
      ['doc_front', 'doc_selfie'],
      ['doc_back'],
    ],
    ['no selfie', { hasDeposit: false, additionalGuests: 0 }, ['doc_digital'], ['doc_selfie']],
    [
      'no deposit proof when one is asked',
      { hasDeposit: true, additionalGuests: 0 },
      mainDocuments,
      ['deposit_proof'],
    ],
    [
      'the deposit proof',
      { hasDeposit: true, additionalGuests: 0 },
      [...mainDocuments, 'deposit_proof'],
      [],
    ],
    [
      "an additional guest's selfie",
      { hasDeposit: false, additionalGuests: 2 },
      [
        ...mainDocuments,
        'guest_0_doc_front',
        'guest_0_doc_back',
        'guest_0_doc_selfie',
        'guest_1_doc_front',
        'guest_1_doc_back',
      ],
      ['guest_1_doc_selfie'],
    ],
    [
      "an additional guest's digital document instead of both sides",
      { hasDeposit: false, additionalGuests: 1 },
      [...mainDocuments, 'guest_0_doc_digital', 'guest_0_doc_selfie'],
      ['guest_0_doc_front', 'guest_0_doc_back'],
    ],
    [
      'no selfie of anyone, the host not requiring one',
      { hasDeposit: false, additionalGuests: 1, requireSelfie: false },
      ['doc_front', 'doc_back', 'guest_0_doc_front'],
      ['guest_0_doc_back'],
    ],
  ])('given %s', (_, form, present, missing) => {
    expect(missingGuestFormFiles(form, new Set(present))).toEqual(missing);
  });
});
