import { messageTemplates, type Locale } from '@chegada/contracts';
import { pdfText } from '@chegada/testing';
import { FRONT_DESK_WHATSAPP_TEMPLATES, WHATSAPP_TEMPLATES } from '../../messages';
import { aDataCopy } from '../__fixtures__/data-copy';
import { renderGuestDataCopyPdf } from './guest-data-copy.pdf';
import type { GuestDataCopy } from './guest-data-copy.types';

/** Every message the product sends, by e-mail (its template) and by WhatsApp (its approved name). */
const EVERY_MESSAGE = [
  ...messageTemplates,
  ...Object.values(WHATSAPP_TEMPLATES).map((template) => template.name),
  ...Object.values(FRONT_DESK_WHATSAPP_TEMPLATES),
  // The guest link's one-time code and the import code (authentication templates).
  'chegada_unlock_code',
  'chegada_import_code',
  // The e-mails answering a data request (walk56: "Data request completed" in a Spanish copy).
  'data-request-answer',
  'data-copy',
  'data-request-completed',
];

const aCopy = (): GuestDataCopy =>
  aDataCopy({
    enteredByHost: { name: 'Maria Silva', email: null, phone: null },
    form: { name: 'Maria Silva' },
    messages: EVERY_MESSAGE.map((template) => ({
      channel: 'email',
      template,
      destination: 'maria@example.com',
      status: 'sent',
      attemptedAt: '2027-03-10T12:00:00.000Z',
    })),
    aboutOtherGuests: 'Other guests of the stay are named only.',
  });

// Walk of issue 32: the Spanish copy read "Chegada front desk list", "Checkout extended".
describe("the guest's data copy names every message in the guest's language", () => {
  it.each([
    ['es-ES', ['Lista de la portería', 'Nuevas fechas', 'Aviso de fin de la estancia']],
    ['pt-BR', ['Lista da portaria', 'Novas datas', 'Aviso de fim da estadia']],
    ['en-US', ['Front desk list', 'New dates', 'End-of-stay notice']],
  ] as const)('%s', async (locale: Locale, words) => {
    const text = await pdfText(await renderGuestDataCopyPdf(aCopy(), locale));
    for (const word of words) expect(text).toContain(word);
    // No message left as its code, nor, in Portuguese or Spanish, as its code in English words.
    for (const code of EVERY_MESSAGE.filter((name) => /[-_]/.test(name))) {
      expect(text).not.toContain(code);
      if (locale !== 'en-US') expect(text.toLowerCase()).not.toContain(code.replace(/[-_]+/g, ' '));
    }
  });
});

// Walk of issue 32: the Spanish copy read "Verdict", "BR" and a companion's internal key.
describe("the guest's data copy in Spanish", () => {
  it('labels the verdict, names the country and each guest by their name', async () => {
    const copy: GuestDataCopy = {
      ...aCopy(),
      form: { name: 'Maria Silva', nationality: 'BR', additionalGuests: [{ name: 'Pedro' }] },
      identityChecks: [
        {
          guest: 'Pedro',
          liveness: { status: 'passed', failedAttempts: 0, lastFailure: null, checkedAt: null },
          faceMatch: {
            verdict: 'match',
            similarity: 0.9,
            reason: null,
            checkedAt: '2027-03-10T12:00:00.000Z',
          },
          documentReading: null,
        },
      ],
    };
    const text = await pdfText(await renderGuestDataCopyPdf(copy, 'es-ES'));
    expect(text).toContain('Nacionalidad: Brasil');
    expect(text).toContain('Pedro · Selfie × foto del documento: Resultado: Misma persona');
    expect(text).not.toContain('Verdict');
  });
});

// Walk 55 of issue 32: an erased companion's Spanish copy read "Data erased: Sí" and her
// liveness "No hecha"; what is kept of her, and until when, was left out.
describe("an erased companion's data copy", () => {
  const erased: GuestDataCopy = {
    ...aCopy(),
    form: {
      dataErased: true,
      name: 'Ana Lima',
      nationality: 'BR',
      keptUntil: '2028-03-13T14:00:00.000Z',
    },
    identityChecks: [
      {
        guest: 'Ana Lima',
        liveness: {
          status: 'erased',
          failedAttempts: 0,
          lastFailure: null,
          checkedAt: null,
          erasedAt: '2027-03-12T15:00:00.000Z',
        },
        faceMatch: null,
        documentReading: null,
      },
    ],
  };

  it.each([
    [
      'es-ES',
      'Datos borrados a petición tuya: Sí',
      'Conservados por obligación legal hasta: 13 de marzo de 2028',
      'Datos biométricos borrados a petición tuya',
      'Borrados el: 12 de marzo de 2027',
    ],
    [
      'pt-BR',
      'Dados excluídos a seu pedido: Sim',
      'Guardados por obrigação legal até: 13 de março de 2028',
      'Dados biométricos excluídos a seu pedido',
      'Excluídos em: 12 de março de 2027',
    ],
    [
      'en-US',
      'Data erased at your request: Yes',
      'Kept by legal duty until: March 13, 2028',
      'Biometric data erased at your request',
      'Erased on: March 12, 2027',
    ],
  ] as const)(
    'in %s says what is kept, until when, and when her biometric data went',
    async (locale: Locale, ...words) => {
      const text = (await pdfText(await renderGuestDataCopyPdf(erased, locale))).replace(
        /\s+/g,
        ' ',
      );
      for (const word of words) expect(text).toContain(word);
      expect(text).not.toMatch(/Not done|No hecha|Não feita|Data erased:|Kept until|Erased at:/);
    },
  );
});
