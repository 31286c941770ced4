import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type DefaultBodyType } from 'msw';
import type { Locale } from '@chegada/contracts';
import { anAdmin } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import type { PriceTable } from '../api/price-tables-api';

export const aPriceTable = (overrides: Partial<PriceTable> = {}): PriceTable => ({
  id: '5b0f4a57-1b1e-4b57-9a53-7a0d1c2b3e4f',
  name: 'Basic',
  active: true,
  tiers: [
    { min: 1, max: 5, monthlyPrice: 4990 },
    { min: 6, max: 20, monthlyPrice: 8990 },
  ],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** What the fake API received: each write as method, path and JSON body. */
export type Sent = { method: string; path: string; body: unknown; language: string | null };

/**
 * An admin's session and an in-memory price table API: GET lists `tables`, writes are logged
 * in `sent` and answered by `answerWrite` (by default, as the server would on success).
 */
export const priceTablesApi = (
  tables: PriceTable[],
  answerWrite?: (sent: Sent) => Response | undefined,
) => {
  const sent: Sent[] = [];
  const record = async (request: Request, params: { id?: string }) => {
    const text = await request.text();
    const entry: Sent = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as DefaultBodyType) : null,
      language: request.headers.get('accept-language'),
    };
    sent.push(entry);
    const answer = answerWrite?.(entry);
    if (answer) return answer;
    const index = tables.findIndex((table) => table.id === params.id);
    if (request.method === 'DELETE') {
      tables.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }
    const saved = {
      ...aPriceTable(),
      ...(entry.body as object),
      id: params.id ?? `new-${sent.length}`,
    };
    if (index >= 0) tables[index] = saved;
    else tables.push(saved);
    return HttpResponse.json(saved, { status: request.method === 'POST' ? 201 : 200 });
  };
  server.use(
    ...sessionHandlers(anAdmin()),
    http.get('*/api/admin/price-tables', () => HttpResponse.json({ data: tables })),
    http.post('*/api/admin/price-tables', ({ request, params }) => record(request, params)),
    http.put('*/api/admin/price-tables/:id', ({ request, params }) => record(request, params)),
    http.delete('*/api/admin/price-tables/:id', ({ request, params }) => record(request, params)),
  );
  return sent;
};

export const openPriceTables = (locale: Locale = 'en-US') =>
  renderApp('/admin/price-tables', { token: TOKEN, locale });

/** The text linked to an input by aria-describedby: what a screen reader reads as its error. */
export const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? 'none')?.textContent ?? '';

export const tier = (name: string) => within(screen.getByRole('group', { name }));
