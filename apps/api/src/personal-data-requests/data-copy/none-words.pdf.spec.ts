import { pdfText } from '@chegada/testing';
import { aDataCopy } from '../__fixtures__/data-copy';
import { renderGuestDataCopyPdf } from './guest-data-copy.pdf';

// Walk62 (issue 32): an empty section of the copy read "Mensagens enviadas a você: Nenhum", its
// "none" not agreeing with its noun. Each empty section's heading, then the word for its none.
const NONE = {
  'pt-BR': [
    ['Dados do check-in', 'Nenhum'],
    ['Arquivos enviados', 'Nenhum'],
    ['Consentimentos', 'Nenhum'],
    ['Quem viu seus documentos', 'Ninguém'],
    ['Mensagens enviadas a você', 'Nenhuma'],
    ['Seus pedidos sobre os dados', 'Nenhum'],
    ['Verificação do CPF na Receita Federal (Serpro)', 'Nenhuma'],
    ['Registro na FNRH (Ficha Nacional de Registro de Hóspedes)', 'Nenhum'],
    ['Verificações de identidade', 'Nenhuma'],
    ['Acessos pelo seu link (data, hora e endereço IP)', 'Nenhum'],
  ],
  'es-ES': [
    ['Datos del check-in', 'Ninguno'],
    ['Archivos enviados', 'Ninguno'],
    ['Consentimientos', 'Ninguno'],
    ['Quién vio tus documentos', 'Nadie'],
    ['Mensajes enviados a ti', 'Ninguno'],
    ['Tus solicitudes sobre tus datos', 'Ninguna'],
    ['Verificación del CPF en la Receita Federal (Serpro)', 'Ninguna'],
    ['Registro en la FNRH (registro nacional de huéspedes de Brasil)', 'Ninguno'],
    ['Verificaciones de identidad', 'Ninguna'],
    ['Accesos por tu enlace (fecha, hora y dirección IP)', 'Ninguno'],
  ],
  'en-US': [
    ['Check-in data', 'None'],
    ['Who viewed your documents', 'Nobody'],
    ['Messages sent to you', 'None'],
  ],
} as const;

describe("an empty section of the data copy's PDF", () => {
  it.each(Object.entries(NONE))('in %s says its none in its noun’s gender', async (...args) => {
    const [locale, sections] = args;
    const pdf = await pdfText(
      await renderGuestDataCopyPdf(aDataCopy(), locale as keyof typeof NONE),
    );
    const lines = pdf.split('\n').map((line) => line.trim());
    const after = (heading: string) => lines[lines.indexOf(heading) + 1];
    expect(sections.map(([heading]) => [heading, after(heading)])).toEqual(sections);
  });
});
