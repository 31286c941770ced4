import { locales } from '@chegada/contracts';
import { messages } from '../messages';

// Issue 32's walks: "a pedido dele(a)", "nascido(a)", "Excluído(a)" wrote a guest's gender as a
// bracketed ending; the product says "a pedido da pessoa hóspede", "a pedido próprio" instead.
const bracketedGender = /[a-zà-ú]\((?:a|o|e|as|os|es)\)/i;

describe('every text the client shows', () => {
  it.each(locales)('in %s, writes no bracketed gender ending', (locale) => {
    const gendered = Object.entries(messages[locale]).filter(([, text]) =>
      bracketedGender.test(text),
    );
    expect(gendered).toEqual([]);
  });
});

// Walk61: the guest form and the host's review still wrote the guest as a man.
describe('the guest form’s and the FNRH block’s words about the guest', () => {
  it.each([
    ['pt-BR', 'guest.field.isForeign', 'Não tenho CPF (pessoa estrangeira)'],
    ['es-ES', 'guest.field.isForeign', 'No tengo CPF (persona extranjera)'],
    [
      'pt-BR',
      'guest.status.inAnalysisHint',
      'O anfitrião vai conferir seus dados. Avisaremos você.',
    ],
    [
      'pt-BR',
      'guest.pendingLinks.hint',
      'Cada pessoa adulta envia os próprios documentos{selfie, select, true { e a selfie} other {}} pelo próprio link. Mande a cada uma o seu link:',
    ],
    [
      'es-ES',
      'guest.pendingLinks.hint',
      'Cada persona adulta envía sus propios documentos{selfie, select, true { y el selfie} other {}} por su propio enlace. Manda a cada una el suyo:',
    ],
    [
      'pt-BR',
      'guestReview.fnrh.precheckinHint',
      'Envie à pessoa hóspede: ali ela confirma os dados com o próprio login gov.br.',
    ],
    [
      'es-ES',
      'guestReview.fnrh.precheckinHint',
      'Envíalo a la persona huésped: allí confirma sus datos con su propio acceso gov.br.',
    ],
    [
      'es-ES',
      'guestReview.identity.notRead',
      'La persona huésped no pidió la lectura de su documento.',
    ],
  ] as const)('in %s, %s reads neutrally', (locale, key, text) => {
    expect(messages[locale][key]).toBe(text);
  });
});
