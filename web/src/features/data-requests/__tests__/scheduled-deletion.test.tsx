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
