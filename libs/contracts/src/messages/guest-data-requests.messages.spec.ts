import { locales } from '../locales';
import { translate } from './translate';

// Walk60 (issue 32): the host may finish a checkout before the stay begins; the deletion then
// completes at once, and its e-mail said "The stay has ended", which was not so.
describe('the e-mails of a deletion completed when the stay is closed', () => {
  const ended = /stay has ended|estadia terminou|estancia terminó/i;
  const closed: Record<(typeof locales)[number], string> = {
    'pt-BR': 'A estadia foi encerrada e Casa Azul concluiu',
    'en-US': 'The stay was closed, and Casa Azul has completed',
    'es-ES': 'La estancia se cerró y Casa Azul completó',
  };

  it.each(locales)('say in %s that the stay was closed, true before its dates too', (locale) => {
    for (const key of [
      'guestDataRequests.email.completedText',
      'guestDataRequests.email.completedHolderText',
    ] as const) {
      const text = translate(locale, key, { company: 'Casa Azul', answer: '—' });
      expect(text).toContain(closed[locale]);
      expect(text).not.toMatch(ended);
    }
  });
});
