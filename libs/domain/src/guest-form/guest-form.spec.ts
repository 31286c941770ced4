import { ageOn, isCalendarDate } from './calendar-date';
import { isBrazil } from './country';
import { isValidForeignDocument, normalizeForeignDocument } from './foreign-document';
import { guestDocumentOf, isMinorOn, mayGoWithoutCpf } from './guest-document';
import { isValidPlate, normalizePlate } from './vehicle-plate';
import { keptCases, validityCases } from '../testing/validator-cases';

describe('calendar dates', () => {
  validityCases(isCalendarDate, {
    accepts: [
      ['29 February of a leap year', '2024-02-29'],
      ['the first day of a year', '2000-01-01'],
      ['the last day of a year', '1999-12-31'],
    ],
    refuses: [
      ['29 February of a common year', '2023-02-29'],
      ['a 13th month', '2024-13-01'],
      ['day 0', '2024-01-00'],
      ['31 April', '2024-04-31'],
      ['day first', '01-02-2024'],
      ['a date-time', '2024-01-01T10:00'],
      ['year 0', '0000-01-01'],
    ],
  });
});

describe('age on a date', () => {
  it.each([
    ['the day before the 18th birthday', '2008-06-15', '2026-06-14', 17],
    ['the 18th birthday', '2008-06-15', '2026-06-15', 18],
    ['the day after', '2008-06-15', '2026-06-16', 18],
    ['29 Feb birthday, 28 Feb of a common year', '2008-02-29', '2026-02-28', 17],
    ['29 Feb birthday, 1 Mar of a common year', '2008-02-29', '2026-03-01', 18],
    ['born 28 Feb, on 29 Feb of a leap year', '2006-02-28', '2024-02-29', 18],
    ['born 1 Mar, on 29 Feb of a leap year', '2006-03-01', '2024-02-29', 17],
  ])('%s', (_, birthDate, date, age) => {
    expect(ageOn(birthDate, date)).toBe(age);
  });
});

describe('vehicle plates', () => {
  keptCases(normalizePlate, isValidPlate, {
    accepts: [
      ['the old plate with its dash', 'ABC-1234', 'ABC1234'],
      ['the old plate in lower case', 'abc1234', 'ABC1234'],
      ['a Mercosul plate', 'ABC1D23', 'ABC1D23'],
      ['a Mercosul plate in lower case', 'abc1d23', 'ABC1D23'],
      ['a Mercosul plate with spaces', ' abc 1d23 ', 'ABC1D23'],
    ],
    refuses: [
      ['two letters', 'AB1234'],
      ['four letters', 'ABCD123'],
      ['a letter in the wrong place', 'ABC12D3'],
      ['five digits', 'ABC-12345'],
      ['a digit first', '1BC1234'],
      ['an underscore', 'ABC_1234'],
      ['nothing', ''],
    ],
  });
});

describe("foreigners' documents", () => {
  keptCases(normalizeForeignDocument, isValidForeignDocument, {
    accepts: [
      ['a passport', 'FX123456', 'FX123456'],
      ['an RNE with its dash', 'v123456-7', 'V1234567'],
      ['5 characters', 'AB123', 'AB123'],
      ['20 characters', 'A'.repeat(20), 'A'.repeat(20)],
    ],
    refuses: [
      ['4 characters', 'AB12'],
      ['21 characters', 'A'.repeat(21)],
      ['other symbols', 'AB#12345'],
      ['accented letters', 'ÁB12345'],
    ],
  });
});

describe('Brazil as a typed country', () => {
  validityCases(isBrazil, {
    accepts: [
      ['its code', 'BR'],
      ['its code in lower case', 'br'],
      ['its name in Portuguese', 'Brasil'],
      ['its name in English, upper case', 'BRAZIL'],
      ['its name with spaces around', ' brasil '],
    ],
    refuses: [
      ['another country', 'Argentina'],
      ["another country's code", 'AR'],
      ['a text that only mentions it', 'Brazilian Embassy'],
      ['nothing', ''],
    ],
  });
});

describe("a guest's document (issue 27)", () => {
  it.each([
    ['a Brazilian, by default', { cpf: '52998224725' }, 'cpf', '52998224725'],
    ['a foreign holder', { isForeign: true, passport: 'FX123456' }, 'passport', 'FX123456'],
    [
      'a foreign companion, whatever kind',
      { foreign: true, documentKind: 'cpf' },
      'passport',
      null,
    ],
    [
      'a child with a birth certificate',
      { documentKind: 'birthCertificate', birthCertificate: '1'.repeat(32), cpf: '' },
      'birthCertificate',
      '1'.repeat(32),
    ],
    ['an unknown kind, read as a CPF', { documentKind: 'rg', cpf: '1' }, 'cpf', '1'],
  ])('%s', (_, guest, kind, number) => {
    expect(guestDocumentOf(guest)).toEqual({ kind, number });
  });

  it.each([
    ['the day before the 12th birthday', '2014-03-13', true],
    ['the 12th birthday', '2014-03-12', false],
    ['no birth date', '', false],
    ['a birth after the check-in', '2026-03-13', false],
  ])('goes without a CPF on %s', (_, birthDate, may) => {
    expect(mayGoWithoutCpf(birthDate, '2026-03-12')).toBe(may);
  });
});

describe('a companion under 18, whose consent the main guest gives (issue 27)', () => {
  it.each([
    ['17 on the check-in day', { birthDate: '2008-03-13' }, true],
    ['18 on the check-in day', { birthDate: '2008-03-12' }, false],
    [
      'an adult ticked a child: the birth date decides',
      { birthDate: '1990-01-01', isChild: true },
      false,
    ],
    ['no birth date, ticked a child', { isChild: true }, true],
    ['a masked birth date, not ticked', { birthDate: '••/••/2010', isChild: false }, false],
  ])('%s', (_, guest, minor) => {
    expect(isMinorOn(guest, '2026-03-12')).toBe(minor);
  });
});
