import { isValidPhone, normalizePhone, phoneE164 } from './phone';
import { normalizerCases } from '../testing/validator-cases';

describe('phone', () => {
  normalizerCases(normalizePhone, isValidPhone, {
    accepts: [
      ['a mobile with area code and mask', '(11) 98765-4321', '+5511987654321'],
      ['a mobile, digits only', '11987654321', '+5511987654321'],
      ['a mobile with +55', '+55 11 98765-4321', '+5511987654321'],
      ['a mobile with +55, no spaces', '+5521998765432', '+5521998765432'],
      ['a fixed line with mask', '(11) 3456-7890', '+551134567890'],
      ['a fixed line with +55', '+55 61 3333-4444', '+556133334444'],
      ['a fixed line with dots', '61.3333.4444', '+556133334444'],
      ['a foreign number with its country code', '+44 20 7946 0958', '+442079460958'],
    ],
    refuses: [
      ['too short', '1198765'],
      ['too short with +55', '+5511345678'],
      ['a mobile without its ninth digit', '(11) 8765-432'],
      ['letters', '11 9876A-4321'],
      ['only letters', 'telefone'],
      ['a toll-free number', '0800 123 4567'],
      ['a shared-cost number', '4004-0000'],
      ['an unknown area code', '(20) 98765-4321'],
      ['nothing', ''],
      ['spaces', '   '],
    ],
  });

  it('reads a number without country code in the given country', () => {
    expect(normalizePhone('(202) 555-0123', 'US')).toBe('+12025550123');
  });

  it.each([
    ['a Brazilian mobile typed with its mask', '(48) 99111-2233', '+5548991112233'],
    ['nothing', null, null],
    ['a number that is not one', '48991', null],
  ])('reads %s as E.164 for a wa.me link, or null', (_, phone, e164) => {
    expect(phoneE164(phone)).toBe(e164);
  });
});
