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
