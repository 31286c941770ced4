import { displayPhone, typedPhoneE164 } from './phone-display';

describe('displayPhone: Brazilian numbers as Brazilians write them, others as typed', () => {
  it.each([
    ['a mobile typed as digits', '48991112233', '(48) 99111-2233'],
    ['a mobile typed with +55', '+55 48 99111-2233', '(48) 99111-2233'],
    ['a mobile already masked', '(48) 99111-2233', '(48) 99111-2233'],
    ['a fixed line', '1134567890', '(11) 3456-7890'],
    ['a fixed line with dots', '61.3333.4444', '(61) 3333-4444'],
    ['a foreign number', '+44 20 7946 0958', '+44 20 7946 0958'],
    ['a number too short to read', '99111-22', '99111-22'],
    ['an area code starting with 0', '0800 123 4567', '0800 123 4567'],
    ['no phone', null, ''],
    ['blanks', '  ', ''],
  ])('%s: %j shows as %j', (_, typed, shown) => {
    expect(displayPhone(typed)).toBe(shown);
  });
});

describe('typedPhoneE164: the number a wa.me link needs, or none', () => {
  it.each([
    ['a Brazilian mobile without country code', '(48) 99111-2233', '+5548991112233'],
    ['a Brazilian mobile with +55', '+55 48 99111-2233', '+5548991112233'],
    ['a foreign number with its country code', '+44 20 7946 0958', '+442079460958'],
    ['digits that are not a Brazilian number', '99111-22', null],
    ['a country code too short to be a phone', '+55 48', null],
    ['no phone', null, null],
  ])('%s: %j reads as %j', (_, typed, e164) => {
    expect(typedPhoneE164(typed)).toBe(e164);
  });
});
