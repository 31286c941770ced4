import { validityCases } from '../testing/validator-cases';
import { formatCnpj, isValidCnpj } from './cnpj';
import { formatCpf, isValidCpf } from './cpf';
import {
  formatBirthCertificate,
  isValidBirthCertificate,
  normalizeBirthCertificate,
} from './birth-certificate';

describe('CPF', () => {
  validityCases(isValidCpf, {
    accepts: [
      ['a masked CPF', '529.982.247-25'],
      ['digits only', '52998224725'],
      ['another', '111.444.777-35'],
      ['one more', '935.411.347-80'],
    ],
    refuses: [
      ['a wrong first check digit', '529.982.247-35'],
      ['a wrong second check digit', '529.982.247-26'],
      ['all digits equal', '111.111.111-11'],
      ['too few digits', '5299822472'],
      ['letters', '529.982.247-2A'],
      ['nothing', ''],
    ],
  });

  it('formats', () => expect(formatCpf('52998224725')).toBe('529.982.247-25'));
});

describe('CNPJ', () => {
  validityCases(isValidCnpj, {
    accepts: [
      ['the official alphanumeric example', '12.ABC.345/01DE-35'],
      ['the alphanumeric example in lower case', '12.abc.345/01de-35'],
      ['a numeric CNPJ', '11.222.333/0001-81'],
      ['a numeric CNPJ without punctuation', '11222333000181'],
      ['another numeric CNPJ', '04.252.011/0001-10'],
    ],
    refuses: [
      ['a wrong check digit', '12.ABC.345/01DE-36'],
      ['what the wrong ASCII − 55 rule gives', '12.ABC.345/01DE-45'],
      ['letters in the check digits', '12.ABC.345/01DE-3A'],
      ['a wrong numeric check digit', '11.222.333/0001-82'],
      ['all digits equal', '00.000.000/0000-00'],
      ['too short', '12.ABC.345/01DE-3'],
      ['symbols', '12.AB$.345/01DE-35'],
    ],
  });

  it('formats', () => expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35'));
});

describe('birth certificate (matrícula)', () => {
  validityCases(isValidBirthCertificate, {
    accepts: [
      ['32 digits', '10453901552013100012021000012321'],
      ['as the certificate prints it', '104539.01.55.2013.1.00012.021.0000123-21'],
      ['in groups with spaces', '104539 01 55 2013 1 00012 021 0000123 21'],
      [
        'another, whose first check digit had a remainder of 10',
        '12345601552020100012021000001315',
      ],
    ],
    refuses: [
      ['a wrong first check digit', '10453901552013100012021000012331'],
      ['a wrong second check digit', '10453901552013100012021000012320'],
      ['31 digits', '1045390155201310001202100001232'],
      ['33 digits', '104539015520131000120210000123210'],
      ['letters', '1045390155201310001202100001232A'],
      ['nothing', ''],
    ],
  });

  it('keeps digits only, and prints them grouped', () => {
    expect(normalizeBirthCertificate('104539.01.55.2013.1.00012.021.0000123-21')).toBe(
      '10453901552013100012021000012321',
    );
    expect(formatBirthCertificate('10453901552013100012021000012321')).toBe(
      '104539.01.55.2013.1.00012.021.0000123-21',
    );
  });
});
