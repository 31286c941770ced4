import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Locale } from '@chegada/contracts';
import { aSessionUser } from '../../../testing/fixtures';
import { aRequest } from './data-requests-kit';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import { browserInZone } from '../../../testing/browser-zone';

// Walk59: a host browsing from another zone read "asked on Dec 1" then "answered on Nov 30",
// and a deadline a day later than the guest's page and the e-mails said. Every date on the
// page is Brasília's, as theirs are, wherever the browser is.
const answered = aRequest({
  id: 'a1',
  status: 'answered',
  requestedAt: '2026-12-01T01:30:00.000Z', // 22:30 on Nov 30 in Brasília
  confirmedAt: '2026-12-01T01:31:00.000Z',
  answer: 'Feito.',
  answeredAt: '2026-12-01T02:00:00.000Z',
});
const open = aRequest({
  id: 'o1',
  guestName: 'Rui Costa',
  dueAt: '2026-12-16T02:59:59.000Z', // the end of Dec 15 in Brasília
  checkIn: '2026-12-10T02:00:00.000Z', // 23:00 on Dec 9 in Brasília
  checkOut: '2026-12-14T14:00:00.000Z',
});

describe('/u/data-requests in a browser far from Brasília', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Tokyo';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it.each([
    [
      'pt-BR',
      'Pedido em 30 de nov. de 2026',
      'Respondido em 30 de nov. de 2026: Feito.',
      /15 de dez\. de 2026/,
      'Casa Azul, 9 de dez. de 2026 a 14 de dez. de 2026',
    ],
    [
      'en-US',
      'Asked on Nov 30, 2026',
      'Answered on Nov 30, 2026: Feito.',
      /Dec 15, 2026/,
      'Casa Azul, Dec 9, 2026 to Dec 14, 2026',
    ],
    [
      'es-ES',
      'Pedida el 30 nov 2026',
      'Respondida el 30 nov 2026: Feito.',
      /15 dic 2026/,
      'Casa Azul, del 9 dic 2026 al 14 dic 2026',
    ],
  ] as const)(
    'in %s dates the asking, the answer and the deadline as Brasília does',
    async (...args) => {
      const [locale, asked, replied, due, stay] = args as [Locale, string, string, RegExp, string];
      expect(new Date(answered.requestedAt).getDate()).toBe(1); // the browser's day: Dec 1
      server.use(
        ...sessionHandlers(aSessionUser()),
        http.get('*/api/data-requests', () => HttpResponse.json([open, answered])),
      );
      renderApp('/u/data-requests', { token: TOKEN, locale });
      const [openCard, answeredCard] = (await screen.findAllByRole('heading', { level: 2 })).map(
        (heading) => heading.closest('li')!,
      );
      expect(answeredCard).toHaveTextContent(asked);
      expect(within(answeredCard!).getByText(replied)).toBeVisible();
      expect(within(openCard!).getByText(due)).toBeVisible();
      expect(openCard).toHaveTextContent(stay);
    },
  );
});

// Issue 32's walk: a host in Lisbon read those dates with nothing saying whose zone they were.
describe('/u/data-requests says its dates are Brasília’s when the browser is elsewhere', () => {
  const openIn = (locale: Locale) => {
    server.use(
      ...sessionHandlers(aSessionUser()),
      http.get('*/api/data-requests', () => HttpResponse.json([open, answered])),
    );
    renderApp('/u/data-requests', { token: TOKEN, locale });
  };

  it.each([
    ['pt-BR', 'Datas no horário de Brasília.'],
    ['en-US', 'Dates in Brasília time.'],
    ['es-ES', 'Fechas en hora de Brasilia.'],
  ] as const)('in %s, once, from Lisbon', async (locale, note) => {
    browserInZone('Europe/Lisbon');
    openIn(locale);
    await screen.findAllByRole('heading', { level: 2 });
    expect(screen.getAllByText(note)).toHaveLength(1);
  });

  it('says nothing of it in Brasília', async () => {
    browserInZone('America/Sao_Paulo');
    openIn('pt-BR');
    await screen.findAllByRole('heading', { level: 2 });
    expect(screen.queryByText('Datas no horário de Brasília.')).not.toBeInTheDocument();
  });
});
