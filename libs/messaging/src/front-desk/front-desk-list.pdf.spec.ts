import { embeddedFonts, pdfText } from '@chegada/testing';
import { maskDocument, renderFrontDeskPdf, type FrontDeskList } from './front-desk-list.pdf';

const aList = (overrides: Partial<FrontDeskList> = {}): FrontDeskList => ({
  locale: 'pt-BR',
  property: 'Casa Azul',
  address: 'Praça da Sé, 100, apto 12 - Sé, São Paulo/SP',
  checkIn: '10/03/2027 14:00',
  checkOut: '13/03/2027 11:00',
  guests: [
    { name: 'Maria Silva', document: '529.982.247-25' },
    { name: 'João Araújo', document: 'FX123456' },
  ],
  vehicles: [{ plate: 'ABC1D23', model: 'Onix', color: 'Prata' }],
  pets: true,
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
      'Maria Silva · Documento: ***.***.**7-25',
      'João Araújo · Documento: *****456',
      'ABC1D23 · Onix · Prata',
      'Animais de estimação',
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

  it('masks all but the last three letters or digits', () => {
    expect(maskDocument('529.982.247-25')).toBe('***.***.**7-25');
    expect(maskDocument('AB')).toBe('AB');
  });
});
