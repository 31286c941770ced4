import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DataRequestView } from '@chegada/contracts';
import { aDataRequest } from '../../../testing/fixtures';
import { server } from '../../../testing/server';
import { openPrivacyPage } from './privacy-page-kit';

// Walk59 (issue 32): the holder's deletion asked before the stay's end read "Open · Answer by
// 15 Dec" on her page, as if the host had to answer, while the host's list said it completes
// by itself (walk61: and earlier if the host finishes the checkout before; walk62: said once, as
// a sentence with its period); once the host finished the checkout early, her page said her
// contact data and documents were "destroyed at once", and gave no day for them.
const askedBeforeTheStay = aDataRequest({
  kind: 'deletion',
  correction: null,
  status: 'open',
  requestedAt: '2026-11-30T12:00:00.000Z',
  confirmedAt: '2026-11-30T12:01:00.000Z',
  dueAt: '2026-12-15T12:01:00.000Z',
  deletion: {
    removed: ['biometric'],
    // Her contact, documents and form wait for the checkout, 18 December.
    kept: [
      ...(['contact', 'documents', 'form'] as const).map((part) => ({
        part,
        reason: 'stayNotEnded' as const,
        until: '2026-12-18T14:00:00.000Z',
      })),
      { part: 'identity', reason: 'retention', until: '2027-12-18T03:00:00.000Z' },
    ],
  },
});

// The host finished the checkout on 1 December: the rest went then.
const completedAtTheFinish: DataRequestView = {
  ...askedBeforeTheStay,
  status: 'answered',
  completedAt: '2026-12-01T15:00:00.000Z',
  deletion: {
    removed: ['biometric'],
    kept: [{ part: 'identity', reason: 'retention', until: '2027-12-01T03:00:00.000Z' }],
  },
};

const listing = (request: DataRequestView) =>
  server.use(
    http.get('*/api/stays/company-info/:code', () =>
      HttpResponse.json({
        data: { name: 'Pousada do Mar', friendlyCode: 'pousada-mar', logo: null },
      }),
    ),
    http.get('*/api/stays/guestForm/r-1/data-requests', () => HttpResponse.json([request])),
  );

describe('the holder’s deletion asked before the stay’s end, on her page', () => {
  it.each([
    [
      'pt-BR',
      'Agendado',
      'Conclui-se sozinho no fim da estadia, em 18 de dez. de 2026 (ou antes, se o anfitrião encerrar a estadia).',
      /Resposta até|Em aberto/,
    ],
    [
      'en-US',
      'Scheduled',
      'Completes by itself at the end of the stay, on Dec 18, 2026 (or earlier, if the host closes the stay).',
      /Answer by|Open/,
    ],
    [
      'es-ES',
      'Programada',
      'Se completa sola al final de la estancia, el 18 dic 2026 (o antes, si el anfitrión cierra la estancia).',
      /Respuesta hasta|Abierta/,
    ],
  ] as const)('in %s reads as scheduled, with the day, not as open', async (...args) => {
    const [locale, badge, line, open] = args;
    listing(askedBeforeTheStay);
    openPrivacyPage(locale);
    const status = await screen.findByText(badge);
    const item = status.closest('li')!;
    expect(item).toHaveTextContent(line);
    expect(item).not.toHaveTextContent(open);
  });

  it.each([
    [
      'pt-BR',
      'Destruído na hora: dados biométricos (selfie e prova de vida).',
      'Destruído no fim da estadia, em 1 de dezembro de 2026: dados de contato, documentos enviados e demais dados do check-in.',
      'Concluído em 1 de dez. de 2026',
    ],
    [
      'en-US',
      'Destroyed at once: biometric data (selfie and liveness check).',
      'Destroyed at the end of the stay, on December 1, 2026: contact data, documents sent, and the rest of the check-in data.',
      'Completed on Dec 1, 2026',
    ],
    [
      'es-ES',
      'Destruido en el acto: datos biométricos (selfie y prueba de vida).',
      'Destruido al final de la estancia, el 1 de diciembre de 2026: datos de contacto, documentos enviados y el resto de los datos del check-in.',
      'Completada el 1 dic 2026',
    ],
  ] as const)(
    'in %s, once the host finished the checkout early, says what went at once and what went that day',
    async (...args) => {
      const [locale, atOnce, atEnd, completed] = args;
      listing(completedAtTheFinish);
      openPrivacyPage(locale);
      const first = await screen.findByText(atOnce);
      const item = first.closest('li.data-request')!;
      expect(item).toHaveTextContent(atEnd);
      expect(item).toHaveTextContent(completed);
    },
  );
});
