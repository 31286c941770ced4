import { formatMoney } from '../format';

describe('money (spec §1)', () => {
  it('shows centavos in pt-BR reais by default', () => {
    expect(formatMoney(123456)).toBe('R$\u00a01.234,56');
    expect(formatMoney(5)).toBe('R$\u00a00,05');
  });

  it('writes the real with its symbol R$ in every language, never "BRL"', () => {
    expect(formatMoney(5990, 'en-US')).toBe('R$59.90');
  });

  it('writes reais in es-ES as Brazil does, as the hints do: R$ first, the thousands dotted', () => {
    expect(formatMoney(5990, 'es-ES')).toBe('R$\u00a059,90');
    expect(formatMoney(123450, 'es-ES')).toBe('R$\u00a01.234,50');
    expect(formatMoney(1_000_000, 'es-ES')).toBe('R$\u00a010.000,00');
  });
});
