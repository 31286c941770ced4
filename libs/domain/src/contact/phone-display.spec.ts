import { displayPhone, typedPhoneE164 } from './phone-display';

describe('displayPhone', () => {
  it.each([
    ['a mobile typed as digits', '48991112233', '(48) 99111-2233'],
    ['a mobile typed with +55', '+55 48 99111-2233', '(48) 99111-2233'],
    ['a mobile already masked', '(48) 99111-2233', '(48) 99111-2233'],
    ['a fixed line', '1134567890', '(11) 3456-7890'],
    ['a fixed line with dots', '61.3333.4444', '(61) 3333-4444'],
  ])('masks %s as Brazilians write it', (_, typed, shown) => {
    expect(displayPhone(typed)).toBe(shown);
  });

  it.each([
    ['a foreign number', '+44 20 7946 0958'],
    ['a number too short to read', '99111-22'],
    ['an area code starting with 0', '0800 123 4567'],
  ])('leaves %s as typed', (_, typed) => {
    expect(displayPhone(typed)).toBe(typed);
  });

  it('shows nothing for no phone', () => {
    expect(displayPhone(null)).toBe('');
    expect(displayPhone('  ')).toBe('');
  });
});

describe('typedPhoneE164', () => {
  it.each([
    ['a Brazilian mobile without country code', '(48) 99111-2233', '+5548991112233'],
    ['a Brazilian mobile with +55', '+55 48 99111-2233', '+5548991112233'],
    ['a foreign number with its country code', '+44 20 7946 0958', '+442079460958'],
  ])('reads %s', (_, typed, e164) => {
    expect(typedPhoneE164(typed)).toBe(e164);
  });

  it.each([
    ['digits that are not a Brazilian number', '99111-22'],
    ['a country code too short to be a phone', '+55 48'],
    ['no phone', null],
  ])('gives no number for %s', (_, typed) => {
    expect(typedPhoneE164(typed)).toBeNull();
  });
});
