import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DataPart, DataRequestView, KeptPart, Locale } from '@chegada/contracts';
import { aDataRequest } from '../../../testing/fixtures';
import { server } from '../../../testing/server';
import { openPrivacyPage, PATH } from './privacy-page-kit';

// Walk57: Ana's data was erased at her request by the host's "Erase this companion's data",
// with no note. Her page said the host's note was deleted with her data, and, before the
// stay's end, that her data was deleted while the lines above said the rest waits for it.
const waitsForTheStay = (part: DataPart): KeptPart => ({
  part,
  reason: 'stayNotEnded',
  until: '2027-03-13T14:00:00.000Z',
});
const KEPT_IDENTITY: KeptPart = {
  part: 'identity',
  reason: 'retention',
  until: '2028-03-13T03:00:00.000Z',
};

const anasDeletion = (overrides: Partial<DataRequestView> = {}) =>
  aDataRequest({
    kind: 'deletion',
    status: 'answered',
    correction: null,
    confirmedAt: '2026-12-01T12:00:00.000Z',
    erasedAt: '2026-12-03T15:00:00.000Z',
    answeredAt: '2026-12-03T15:00:00.000Z',
    deletion: {
      removed: ['biometric', 'contact'],
      kept: [...(['documents', 'form'] as const).map(waitsForTheStay), KEPT_IDENTITY],
    },
    ...overrides,
  });

const openAnasPage = (locale: Locale, request: DataRequestView) => {
  server.use(
    http.get('*/api/stays/company-info/:code', () =>
      HttpResponse.json({
        data: { name: 'Pousada do Mar', friendlyCode: 'pousada-mar', logo: null },
      }),
    ),
    http.get('*/api/stays/guestForm/r-1/data-requests', () => HttpResponse.json([request])),
  );
  openPrivacyPage(locale, `${PATH}/k2`);
};

const NOTE_ERASED = /mensagem do anfitrião|host’s note|nota del anfitrión/;

describe('a companion’s deletion answered by the host’s erasure, on her page', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it.each([
    [
      'pt-BR',
      'Respondido em 3 de dez. de 2026: o que já foi excluído e o que espera o fim da estadia estão acima.',
      /^Guardado até o fim da estadia, em .*: documentos enviados.*; depois, excluído\.$/,
    ],
    [
      'en-US',
      'Answered on Dec 3, 2026: what was erased already and what waits for the end of the stay is above.',
      /^Kept until the stay ends on .*: documents sent.*; then erased\.$/,
    ],
    [
      'es-ES',
      'Respondida el 3 dic 2026: lo que ya se eliminó y lo que espera al final de la estancia está arriba.',
      /^Guardado hasta que termine la estancia, el .*: documentos enviados.*; después, eliminado\.$/,
    ],
  ] as const)(
    'in %s, before the stay’s end, says what went and what waits, and no note',
    async (locale, answered, waits) => {
      openAnasPage(locale, anasDeletion());
      expect(await screen.findByText(answered)).toBeInTheDocument();
      expect(screen.getByText(waits)).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(NOTE_ERASED);
    },
  );

  it.each([
    [
      'pt-BR',
      'Respondido em 3 de dez. de 2026: o que foi excluído e o que é guardado está acima.',
      /^Guardado pelo governo: o registro da estadia na FNRH .*, reserva FNRH-5571\)/,
    ],
    [
      'en-US',
      'Answered on Dec 3, 2026: what was erased and what is kept is above.',
      /^Kept by the government: the stay’s record in the FNRH .*, reservation FNRH-5571\)/,
    ],
    [
      'es-ES',
      'Respondida el 3 dic 2026: lo que se eliminó y lo que se guarda está arriba.',
      /^Guardado por el gobierno: el registro de la estancia en la FNRH .*, reserva FNRH-5571\)/,
    ],
  ] as const)(
    'in %s, once the rest went, lists the FNRH record kept and no note',
    async (locale, answered, fnrh) => {
      const completed = anasDeletion({ completedAt: '2027-03-13T03:30:00.000Z' });
      completed.deletion?.kept.push({
        part: 'fnrh',
        reason: 'governmentRegister',
        until: null,
        reference: 'FNRH-5571',
      });
      openAnasPage(locale, completed);
      expect(await screen.findByText(answered)).toBeInTheDocument();
      expect(screen.getByText(fnrh)).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(NOTE_ERASED);
    },
  );

  it.each([
    ['pt-BR', /a mensagem do anfitrião foi excluída com seus dados\.$/],
    ['en-US', /the host’s note was deleted with your data\.$/],
    ['es-ES', /la nota del anfitrión se eliminó con tus datos\.$/],
  ] as const)('in %s says a note the host wrote went with her data', async (locale, note) => {
    openAnasPage(
      locale,
      anasDeletion({ completedAt: '2027-03-13T03:30:00.000Z', answerErased: true }),
    );
    expect(await screen.findByText(note)).toBeInTheDocument();
  });
});
