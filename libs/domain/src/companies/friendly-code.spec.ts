import { FRIENDLY_CODE_MAX_LENGTH, friendlyCodeOf, friendlyCodeWithSuffix } from './friendly-code';

describe('friendly code', () => {
  it.each([
    ['Pousada Sol', 'pousada-sol'],
    ['Pousada Água Viva & Cia.', 'pousada-agua-viva-cia'],
    ['  São João / Ilhéus  ', 'sao-joao-ilheus'],
    ['AÇAÍ 123', 'acai-123'],
    ['---', 'empresa'],
    ['東京', 'empresa'],
  ])('%s → %s', (name, code) => {
    expect(friendlyCodeOf(name)).toBe(code);
  });

  it('is cut to the maximum length without a trailing hyphen', () => {
    const code = friendlyCodeOf(`${'a'.repeat(FRIENDLY_CODE_MAX_LENGTH - 1)} bcd`);
    expect(code).toBe('a'.repeat(FRIENDLY_CODE_MAX_LENGTH - 1));
  });

  it('makes room for a suffix within the maximum length', () => {
    expect(friendlyCodeWithSuffix('pousada-sol', 'x7k2')).toBe('pousada-sol-x7k2');
    const long = friendlyCodeWithSuffix('a'.repeat(FRIENDLY_CODE_MAX_LENGTH), 'x7k2');
    expect(long).toHaveLength(FRIENDLY_CODE_MAX_LENGTH);
    expect(long.endsWith('a-x7k2')).toBe(true);
  });
});
