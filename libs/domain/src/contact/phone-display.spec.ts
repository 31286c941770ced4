import { displayPhone } from './phone-display';

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
