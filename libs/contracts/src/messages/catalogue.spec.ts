import { IntlMessageFormat } from 'intl-messageformat';
import { locales } from '../locales';
import { catalogues } from './catalogue';
import { translate } from './translate';

describe('message catalogues', () => {
  const reference = Object.keys(catalogues['pt-BR']).sort();

  it.each(locales)('%s has exactly the keys of pt-BR', (locale) => {
    expect(Object.keys(catalogues[locale]).sort()).toEqual(reference);
  });

  it.each(locales)('every %s message parses as ICU', (locale) => {
    for (const [key, message] of Object.entries(catalogues[locale])) {
      expect(() => new IntlMessageFormat(message, locale)).not.toThrow(key);
    }
  });

  it('formats plurals and values in the chosen language', () => {
    expect(translate('en-US', 'error.TOO_MANY_ATTEMPTS', { minutes: 1 })).toBe(
      'Too many attempts. Try again in 1 minute.',
    );
    expect(translate('pt-BR', 'validation.minLength', { min: 6 })).toBe(
      'Tamanho mínimo de 6 caracteres',
    );
  });
});
