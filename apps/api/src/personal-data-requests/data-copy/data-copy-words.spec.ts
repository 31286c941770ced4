import { DataCopyWords } from './data-copy-words';

// Walk 58: the copy read "CPF: 11144477735" and "Teléfono: +5511998765432", though the form and
// the review write them as people do.
describe('a CPF and a phone in a guest’s copy', () => {
  it.each(['pt-BR', 'en-US', 'es-ES'] as const)('read as written in %s', (locale) => {
    const words = new DataCopyWords(locale);
    expect(words.value('cpf', '11144477735')).toBe('111.444.777-35');
    expect(words.value('cpf', '111.444.777-35')).toBe('111.444.777-35');
    expect(words.value('phone', '+5511998765432')).toBe('(11) 99876-5432');
    expect(words.value('guestPhoneE164', '+5521998765432')).toBe('(21) 99876-5432');
  });

  it('leaves a foreign phone and a document number that is no CPF as typed', () => {
    const words = new DataCopyWords('en-US');
    expect(words.value('phone', '+34 612 345 678')).toBe('+34 612 345 678');
    expect(words.value('passport', 'XA1234567')).toBe('XA1234567');
  });
});
