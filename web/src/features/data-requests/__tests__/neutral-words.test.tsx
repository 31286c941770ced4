import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Locale } from '@chegada/contracts';
import { aSessionUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import { aRequest } from './data-requests-kit';

// Walk61: the host's list of requests spoke of the guest as a man ("e-mail do hóspede",
// "correo del huésped", "do titular"); the product says "a pessoa hóspede", "la persona
// huésped", "a pessoa titular", as its other pages do.
describe('/u/data-requests speaks of the guest without assuming a man', () => {
  it.each([
    [
      'pt-BR',
      'Cada pedido foi confirmado pelo e-mail da pessoa hóspede.',
      /^Cópia enviada ao e-mail da pessoa hóspede em /,
      /\b(o|do|ao) hóspede\b|\b(o|do|ao) titular\b/i,
    ],
    [
      'es-ES',
      'Cada solicitud fue confirmada por el correo de la persona huésped.',
      /^Copia enviada al correo de la persona huésped el /,
      /\b(el|del|al) huésped\b|\b(el|del|al) titular\b/i,
    ],
  ] as const)('in %s', async (...row) => {
    const [locale, intro, copySent, male] = row as [Locale, string, RegExp, RegExp];
    const copy = aRequest({
      kind: 'copy',
      status: 'answered',
      copySentAt: new Date().toISOString(),
      answeredAt: new Date().toISOString(),
    });
    const correction = aRequest({ id: 'r2', kind: 'correction', correction: 'Meu sobrenome' });
    server.use(
      ...sessionHandlers(aSessionUser()),
      http.get('*/api/data-requests', () => HttpResponse.json([correction, copy])),
    );
    renderApp('/u/data-requests', { token: TOKEN, locale });
    expect(await screen.findByText(copySent, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(intro))).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(male);
  });
});
