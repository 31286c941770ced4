import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { HostDataRequestView, Locale } from '@chegada/contracts';
import { aSessionUser } from '../../../testing/fixtures';
import { aRequest } from './data-requests-kit';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';

// Walk58: the holder asked for deletion before the stay; the host's notice said "nothing to
// do", yet the list showed it open with a 15-day deadline and a box asking for an answer.
const holdersDeferred: HostDataRequestView = aRequest({
  kind: 'deletion',
  correction: null,
  requestedAt: '2026-11-30T12:00:00.000Z',
  confirmedAt: '2026-11-30T12:05:00.000Z',
  dueAt: '2026-12-15T12:05:00.000Z',
  deletion: {
    removed: ['biometric'],
    kept: [
      { part: 'documents', reason: 'stayNotEnded', until: '2026-12-14T14:00:00.000Z' },
      { part: 'identity', reason: 'retention', until: '2027-12-14T03:00:00.000Z' },
    ],
  },
  checkIn: '2026-12-10T17:00:00.000Z',
  checkOut: '2026-12-14T14:00:00.000Z',
});

describe('a holder’s deletion waiting for the stay’s end, on /u/data-requests', () => {
  it.each([
    [
      'pt-BR',
      'Exclusão agendada para o fim da estadia, em 14 de dezembro de 2026 (ou quando você finalizar o checkout, se antes): nada a fazer; ela se conclui sozinha.',
      /Em aberto|Prazo|Registrar resposta/,
    ],
    [
      'en-US',
      'Deletion scheduled for the end of the stay, on December 14, 2026 (or when you finish the checkout, if earlier): nothing to do; it completes by itself.',
      /Open(?! the reservation)|Due:|Record the answer/,
    ],
    [
      'es-ES',
      'Eliminación programada para el final de la estancia, el 14 de diciembre de 2026 (o cuando finalices el checkout, si es antes): nada que hacer; se completa sola.',
      /Abierta|Plazo|Registrar respuesta/,
    ],
  ] as const)('in %s says it is scheduled, with no answer asked', async (...args) => {
    const [locale, scheduled, asksAction] = args as [Locale, string, RegExp];
    server.use(
      ...sessionHandlers(aSessionUser()),
      http.get('*/api/data-requests', () => HttpResponse.json([holdersDeferred])),
    );
    renderApp('/u/data-requests', { token: TOKEN, locale });
    const heading = await screen.findByRole('heading', { level: 2 });
    const card = heading.closest('li')!;
    expect(within(card).getByText(scheduled)).toBeVisible();
    expect(card).not.toHaveTextContent(asksAction);
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
  });
});

// Walk62: once done (here at an early checkout) the list said "Documents and the rest erased"
// without the contact data; the review and the guest's page name every part that went.
describe('a holder’s deletion completed at the stay’s end, on /u/data-requests', () => {
  const completed: HostDataRequestView = {
    ...holdersDeferred,
    status: 'answered',
    answeredAt: '2026-12-01T05:43:00.000Z',
    completedAt: '2026-12-01T05:43:00.000Z',
    deletion: {
      removed: ['biometric'],
      kept: [
        { part: 'contact', reason: 'stayNotEnded', until: '2026-12-14T14:00:00.000Z' },
        { part: 'documents', reason: 'stayNotEnded', until: '2026-12-14T14:00:00.000Z' },
        { part: 'identity', reason: 'retention', until: '2027-12-14T03:00:00.000Z' },
      ],
    },
  };

  it.each([
    [
      'pt-BR',
      'Destruído no fim da estadia, em 1 de dezembro de 2026: dados de contato, documentos enviados e demais dados do check-in.',
    ],
    [
      'en-US',
      'Destroyed at the end of the stay, on December 1, 2026: contact data, documents sent, and the rest of the check-in data.',
    ],
    [
      'es-ES',
      'Destruido al final de la estancia, el 1 de diciembre de 2026: datos de contacto, documentos enviados y el resto de los datos del check-in.',
    ],
  ] as const)('in %s names what went, as the review does', async (...args) => {
    const [locale, line] = args as [Locale, string];
    server.use(
      ...sessionHandlers(aSessionUser()),
      http.get('*/api/data-requests', () => HttpResponse.json([completed])),
    );
    renderApp('/u/data-requests', { token: TOKEN, locale });
    const heading = await screen.findByRole('heading', { level: 2 });
    const card = heading.closest('li')!;
    expect(within(card).getByText(line)).toBeVisible();
    expect(card).not.toHaveTextContent(
      /o restante|the rest (erased|waits)|el resto (espera|borrados)/,
    );
  });
});
