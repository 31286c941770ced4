import { ageOn, isCalendarDate } from './calendar-date';
import { isBrazil } from './country';
import { isValidForeignDocument, normalizeForeignDocument } from './foreign-document';
import { guestDocumentOf, isMinorOn, mayGoWithoutCpf } from './guest-document';
import { isValidPlate, normalizePlate } from './vehicle-plate';

describe('calendar dates', () => {
  it.each(['2024-02-29', '2000-01-01', '1999-12-31'])('accepts %s', (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });

  it.each([
    ['29 February of a common year', '2023-02-29'],
    ['a 13th month', '2024-13-01'],
    ['day 0', '2024-01-00'],
    ['31 April', '2024-04-31'],
    ['day first', '01-02-2024'],
    ['a date-time', '2024-01-01T10:00'],
    ['year 0', '0000-01-01'],
  ])('rejects %s', (_, date) => {
    expect(isCalendarDate(date)).toBe(false);
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
  it.each([
    ['ABC-1234', 'ABC1234'],
    ['abc1234', 'ABC1234'],
    ['ABC1D23', 'ABC1D23'],
    ['abc1d23', 'ABC1D23'],
    [' abc 1d23 ', 'ABC1D23'],
  ])('accepts %s as %s', (plate, normalized) => {
    expect(isValidPlate(plate)).toBe(true);
    expect(normalizePlate(plate)).toBe(normalized);
  });

  it.each(['AB1234', 'ABCD123', 'ABC12D3', 'ABC-12345', '1BC1234', 'ABC_1234', ''])(
    'rejects %s',
    (plate) => {
      expect(isValidPlate(plate)).toBe(false);
    },
  );
});

describe("foreigners' documents", () => {
  it.each([
    ['a passport', 'FX123456', 'FX123456'],
    ['an RNE with its dash', 'v123456-7', 'V1234567'],
    ['5 characters', 'AB123', 'AB123'],
    ['20 characters', 'A'.repeat(20), 'A'.repeat(20)],
  ])('accepts %s', (_, document, normalized) => {
    expect(isValidForeignDocument(document)).toBe(true);
    expect(normalizeForeignDocument(document)).toBe(normalized);
  });

  it.each([
    ['4 characters', 'AB12'],
    ['21 characters', 'A'.repeat(21)],
    ['other symbols', 'AB#12345'],
    ['accented letters', 'ÁB12345'],
  ])('rejects %s', (_, document) => {
    expect(isValidForeignDocument(document)).toBe(false);
  });
});

describe('Brazil as a typed country', () => {
  it.each(['BR', 'br', 'Brasil', 'BRAZIL', ' brasil '])('%s is Brazil', (country) => {
    expect(isBrazil(country)).toBe(true);
  });

  it.each(['Argentina', 'AR', 'Brazilian Embassy', ''])('%s is not', (country) => {
    expect(isBrazil(country)).toBe(false);
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
