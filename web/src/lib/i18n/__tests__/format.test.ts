import { formatMoney } from '../format';

describe('money (spec §1)', () => {
  it('shows centavos in pt-BR reais by default', () => {
    expect(formatMoney(123456)).toBe('R$\u00a01.234,56');
    expect(formatMoney(5)).toBe('R$\u00a00,05');
  });

  it('writes the real with its symbol R$ in every language, never "BRL"', () => {
    expect(formatMoney(5990, 'es-ES')).toBe('59,90\u00a0R$');
    expect(formatMoney(5990, 'en-US')).toBe('R$59.90');
  });
});
