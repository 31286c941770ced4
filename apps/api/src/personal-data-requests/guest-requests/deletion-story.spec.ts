import type { DeletionOutcome, Locale } from '@chegada/contracts';
import { pdfText } from '@chegada/testing';
import { aDataCopy } from '../__fixtures__/data-copy';
import { renderGuestDataCopyPdf } from '../data-copy/guest-data-copy.pdf';
import { deletionStoryLines, recordedOutcomeWords } from './deletion-story';

// Walk57: a companion erased before her stay: her selfie, liveness and contact went when the
// host answered; her documents and the rest at the stay's end, on 13 March 2027.
const answered: DeletionOutcome = {
  removed: ['biometric', 'contact'],
  kept: [
    { part: 'documents', reason: 'stayNotEnded', until: '2027-03-13T14:00:00.000Z' },
    { part: 'identity', reason: 'retention', until: '2028-03-13T03:00:00.000Z' },
  ],
};
const completed = {
  at: '2027-03-13T03:30:00.000Z',
  deletion: {
    removed: ['biometric', 'contact', 'documents', 'form'],
    kept: [
      { part: 'identity', reason: 'retention', until: '2028-03-13T03:00:00.000Z' },
      { part: 'fnrh', reason: 'governmentRegister', until: null, reference: 'FNRH-5571' },
    ],
  } satisfies DeletionOutcome,
};

describe('a deletion completed at the stay’s end, as its e-mail tells it', () => {
  it.each([
    [
      'pt-BR',
      'Destruído na hora: dados biométricos (selfie e prova de vida) e dados de contato.',
      'Destruído no fim da estadia, em 13 de março de 2027: documentos enviados e demais dados do check-in.',
      /^Guardado pelo governo: o registro da estadia na FNRH \(.*, reserva FNRH-5571\)/,
    ],
    [
      'en-US',
      'Destroyed at once: biometric data (selfie and liveness check) and contact data.',
      'Destroyed at the end of the stay, on March 13, 2027: documents sent and the rest of the check-in data.',
      /^Kept by the government: the stay’s record in the FNRH \(.*, reservation FNRH-5571\)/,
    ],
    [
      'es-ES',
      'Destruido en el acto: datos biométricos (selfie y prueba de vida) y datos de contacto.',
      'Destruido al final de la estancia, el 13 de marzo de 2027: documentos enviados y el resto de los datos del check-in.',
      /^Guardado por el gobierno: el registro de la estancia en la FNRH \(.*, reserva FNRH-5571\)/,
    ],
  ] as const)('in %s says what went when, then what is kept', (locale, atOnce, atEnd, fnrh) => {
    const lines = deletionStoryLines(locale, answered, completed);
    expect(lines.slice(0, 2)).toEqual([atOnce, atEnd]);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(fnrh);
  });
});

describe('a companion’s own data copy, after her erasure', () => {
  const pdfOf = async (locale: Locale) =>
    (
      await pdfText(
        await renderGuestDataCopyPdf(
          aDataCopy({
            enteredByHost: null,
            requests: [
              {
                kind: 'deletion',
                status: 'answered',
                requestedAt: '2026-12-01T12:00:00.000Z',
                answer: recordedOutcomeWords(locale, { deletion: answered, completed }),
                answeredAt: '2026-12-03T15:00:00.000Z',
              },
            ],
          }),
          locale,
        ),
      )
    ).replace(/\s+/g, ' ');

  it.each([
    ['pt-BR', 'Informado pelo anfitrião', 'Resposta: Destruído na hora: dados biométricos'],
    ['en-US', 'Entered by the host', 'Answer: Destroyed at once: biometric data'],
    ['es-ES', 'Informado por el anfitrión', 'Respuesta: Destruido en el acto: datos biométricos'],
  ] as const)(
    'in %s has no empty section of what the host typed, and answers her request by what was done',
    async (locale, hostSection, answer) => {
      const text = await pdfOf(locale);
      expect(text).not.toContain(hostSection);
      expect(text).toContain(answer);
      expect(text).not.toMatch(/(Resposta|Answer|Respuesta): —/);
    },
  );
});
