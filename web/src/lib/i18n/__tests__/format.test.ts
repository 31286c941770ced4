import { formatMoney } from '../format';

describe('money (spec §1)', () => {
  it('shows centavos in pt-BR reais by default', () => {
    expect(formatMoney(123456)).toBe('R$\u00a01.234,56');
    expect(formatMoney(5)).toBe('R$\u00a00,05');
  });
});
