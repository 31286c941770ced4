import { embeddedFonts, pdfText } from '@chegada/testing';
import { maskDocument, renderFrontDeskPdf, type FrontDeskList } from './front-desk-list.pdf';

const aList = (overrides: Partial<FrontDeskList> = {}): FrontDeskList => ({
  locale: 'pt-BR',
  property: 'Casa Azul',
  address: 'Praça da Sé, 100, apto 12 - Sé, São Paulo/SP',
  checkIn: '10/03/2027 14:00',
  checkOut: '13/03/2027 11:00',
  guests: [
    { name: 'Maria Silva', document: { kind: 'cpf', number: '529.982.247-25' } },
    { name: 'João Araújo', document: { kind: 'passport', number: 'FX123456' } },
    {
      name: 'Lia Silva',
      document: { kind: 'birthCertificate', number: '104539.01.55.2013.1.00012.021.0000123-21' },
    },
  ],
  vehicles: [{ plate: 'ABC1D23', model: 'Onix', color: 'Prata' }],
  pets: true,
  petDetails: { count: 2, kind: 'dog', other: null },
  hostContact: '+55 11 98765-4321',
  ...overrides,
});

describe('the front desk guest list', () => {
  it('lists the stay, guests with masked documents, plates, pets and the host', async () => {
    const pdf = await renderFrontDeskPdf(aList());
    const text = await pdfText(pdf);
    for (const expected of [
      'Lista de hóspedes: Casa Azul',
      '10/03/2027 14:00',
      '13/03/2027 11:00',
      'Maria Silva · CPF: ***.***.**7-25',
      'João Araújo · Passaporte/RNE: *****456',
      'Lia Silva · Certidão de nascimento: ******.**.**.****.*.*****.***.******3-21',
      'ABC1D23 · Onix · Prata',
      'Animais de estimação',
      'Sim: 2 · cão',
      '+55 11 98765-4321',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('529.982');
  });

  it('embeds its fonts and speaks the guest’s language', async () => {
    const pdf = await renderFrontDeskPdf(aList({ locale: 'es-ES', vehicles: [], pets: false }));
    expect(embeddedFonts(pdf)).toEqual(
      expect.arrayContaining([expect.stringMatching(/DejaVuSans$/)]),
    );
    const text = await pdfText(pdf);
    expect(text).toContain('Lista de huéspedes');
    expect(text).toContain('Ninguno');
  });

  it.each([
    ['en-US', { count: 1, kind: 'other', other: 'a rabbit' }, 'Yes: 1 · a rabbit'],
    ['es-ES', { count: 3, kind: 'cat', other: null }, 'Sí: 3 · gato'],
    ['en-US', undefined, 'Yes'],
  ] as const)('says how many pets and which, in %s', async (locale, petDetails, expected) => {
    const text = await pdfText(await renderFrontDeskPdf(aList({ locale, petDetails })));
    expect(text).toContain(expected);
  });

  it('names each guest’s document by its kind, in English', async () => {
    const text = await pdfText(await renderFrontDeskPdf(aList({ locale: 'en-US' })));
    expect(text).toContain('João Araújo · Passport/RNE: *****456');
    expect(text).toContain('Lia Silva · Birth certificate: ');
    expect(text).not.toContain('Lia Silva · CPF');
  });

  it('masks all but the last three letters or digits', () => {
    expect(maskDocument('529.982.247-25')).toBe('***.***.**7-25');
    expect(maskDocument('AB')).toBe('AB');
  });
});
