import { pdfText } from '@chegada/testing';
import { aDataCopy } from '../__fixtures__/data-copy';
import { DataCopyWords } from './data-copy-words';
import { renderGuestDataCopyPdf } from './guest-data-copy.pdf';
import { propertyAddressOf } from './property-address';

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

// Walk 59: the property's CEP and the host's phone read "01310100" and "+5511987654321" beside
// the guest's "01310-100" and "(11) 98765-4321".
describe('the property’s CEP and the host’s phone in a guest’s copy', () => {
  const residence = {
    street: 'Av. Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    cep: '01310100',
  };

  it.each(['pt-BR', 'en-US', 'es-ES'] as const)('read as the guest’s do in %s', async (locale) => {
    const words = new DataCopyWords(locale);
    expect(words.value('cep', '01310100')).toBe('01310-100');
    expect(words.value('cep', '01310-100')).toBe('01310-100');
    const copy = aDataCopy({
      controller: { name: 'Casa Azul', phone: '+5511987654321', email: null, website: null },
      stay: { ...aDataCopy().stay, address: propertyAddressOf({ residence } as never) },
      form: { phone: '+5511987654321', address: { cep: '01310100' } },
    });
    const text = (await pdfText(await renderGuestDataCopyPdf(copy, locale))).replace(/\s+/g, ' ');
    expect(text).toContain('Av. Paulista, 1000 - Bela Vista - São Paulo/SP - 01310-100');
    expect(text).not.toContain('01310100');
    expect(text).not.toContain('5511987654321');
    expect(text.match(/\(11\) 98765-4321/g)).toHaveLength(2);
  });
});

// Walk61: "Meio de transporte: Carro" where the form and the host's review say "Automóvel"
// (the form's words for every choice are pinned in web/…/guest-form/__tests__/copy-words).
describe('the means of transport in a guest’s copy', () => {
  it.each([
    ['pt-BR', 'Automóvel', 'Carro', 'Prefiro não informar'],
    ['en-US', 'Car', 'Car', 'Prefer not to say'],
    ['es-ES', 'Automóvil', 'Coche', 'Prefiero no informar'],
  ] as const)('reads as the form words it in %s', (locale, transport, vehicle, notSaid) => {
    const words = new DataCopyWords(locale);
    expect(words.value('transport', 'car')).toBe(transport);
    // A vehicle's type, a car, is worded apart on the form.
    expect(words.value('type', 'car')).toBe(vehicle);
    expect(words.value('gender', 'notInformed')).toBe(notSaid);
  });
});
