import { negotiateLocale } from './locales';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'pt-BR'],
    ['en-US,en;q=0.9', 'en-US'],
    ['es', 'es-ES'],
    ['fr-FR, es;q=0.5, en;q=0.8', 'en-US'],
    ['de', 'pt-BR'],
    ['en_US', 'en-US'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it('prefers an explicit lang over the header', () => {
    expect(negotiateLocale('es-ES', 'en-US')).toBe('es-ES');
  });
});
