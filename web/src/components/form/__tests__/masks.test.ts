import { maskCnpj, maskPhone } from '../masks';

describe('phone mask, rule N (spec §5)', () => {
  it.each([
    ['+55 11 98765-4321', '+55 11 987654321'],
    ['(11) 98765 4321', '11 98765 4321'],
    ['+1   202    555', '+1  202  555'],
    ['abc', ''],
  ])('%s becomes %s', (typed, masked) => {
    expect(maskPhone(typed)).toBe(masked);
  });
});

describe('CNPJ mask 00.000.000/0000-00 (spec §5)', () => {
  it.each([
    ['11', '11'],
    ['112', '11.2'],
    ['11222333', '11.222.333'],
    ['112223330001', '11.222.333/0001'],
    ['11222333000181', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12ABC34501DEX3', '12.ABC.345/01DE-3'],
    ['11.222.333/0001-8199', '11.222.333/0001-81'],
  ])('%s becomes %s', (typed, masked) => {
    expect(maskCnpj(typed)).toBe(masked);
  });
});
