import { centavosToTyped, parseReais, reaisToCentavos } from '../money';

describe('money typed in reais, sent in centavos (spec §9)', () => {
  it.each([
    ['49,90', 4990],
    ['49.90', 4990],
    ['49,9', 4990],
    ['49', 4900],
    ['R$ 1.234,56', 123456],
    ['1,234.56', 123456],
    ['1.234', 123400],
    [' 0,29 ', 29],
    ['0.07', 7],
    ['1000000', 100000000],
    ['-5', -500],
  ])('%s reais are %i centavos', (typed, centavos) => {
    expect(reaisToCentavos(typed)).toBe(centavos);
  });

  it('multiplies by 100 and rounds, so binary fractions never lose a centavo', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(parseReais('0,29')).toBe(0.29);
    expect(reaisToCentavos('0,29')).toBe(29);
    expect(reaisToCentavos('1,005')).toBe(100500);
  });

  it.each(['', 'abc', '12,34,5x', '1..', ',50', 'R$'])('%j is not an amount', (typed) => {
    expect(reaisToCentavos(typed)).toBeNull();
  });

  it('writes centavos back as the admin types them in each language', () => {
    expect(centavosToTyped(4990, 'pt-BR')).toBe('49,90');
    expect(centavosToTyped(4990, 'es-ES')).toBe('49,90');
    expect(centavosToTyped(123456, 'en-US')).toBe('1234.56');
    expect(reaisToCentavos(centavosToTyped(123456, 'pt-BR'))).toBe(123456);
  });
});
