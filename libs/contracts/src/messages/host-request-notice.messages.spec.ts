import { locales } from '../locales';
import { translate } from './translate';

// Walk62: the host's notice of a deletion waiting for the stay's end read "Exclusão, concluída
// no fim da estadia" (as if done) and never said the host's early checkout completes it too.
describe('the host’s notice of a holder’s deletion waiting for the stay’s end', () => {
  const values = { propertyName: 'Casa Azul', kind: 'Exclusão' };
  const subjects: Record<(typeof locales)[number], string> = {
    'pt-BR':
      'Pedido LGPD em Casa Azul: Exclusão, que se conclui no fim da estadia ou ao finalizar o checkout',
    'en-US':
      'Data request at Casa Azul: Exclusão, completes when the stay ends or you finish the checkout',
    'es-ES':
      'Solicitud LGPD en Casa Azul: Exclusão, se completa al terminar la estancia o al finalizar el checkout',
  };
  const early: Record<(typeof locales)[number], string> = {
    'pt-BR': '(ou quando você finalizar o checkout, se antes)',
    'en-US': '(or when you finish the checkout, if earlier)',
    'es-ES': '(o cuando finalices el checkout, si es antes)',
  };

  it.each(locales)('in %s says it completes at the stay’s end or the host’s checkout', (locale) => {
    expect(translate(locale, 'guestDataRequests.email.host.subjectWaits', values)).toBe(
      subjects[locale],
    );
    expect(translate(locale, 'guestDataRequests.email.host.waits.deletion')).toContain(
      early[locale],
    );
  });
});
