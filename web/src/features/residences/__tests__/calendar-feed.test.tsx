import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CalendarFeedView } from '@chegada/contracts';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { TOKEN } from '../../../testing/session-handlers';
import { aResidence, RESIDENCE_ID, residencesApi, type Call } from './residences-kit';

// Issue 30: the property's calendar (iCal) feed, checked as the server checks it, and what the
// worker's syncs did with it, in the host's language.

const AIRBNB = 'https://www.airbnb.com/calendar/ical/1234.ics?s=abc';

const WORDS = {
  'en-US': {
    actions: 'Actions for Casa Paulista',
    edit: 'Edit',
    url: /^Calendar link \(iCal\)/,
    rule: /^Which events are bookings/,
    invalid: 'Enter an http:// or https:// calendar (iCal) address',
    airbnb: 'Airbnb: we recognize its bookings automatically.',
    save: 'Save calendar',
    never: /Not synced yet\./,
    synced: /Last sync: .+ — 2 new, 1 changed, 0 cancelled\./,
    failed: 'The last sync failed',
    syncNow: 'Sync now',
    queued: 'Sync requested; the result shows in a moment.',
  },
  'pt-BR': {
    actions: 'Ações para Casa Paulista',
    edit: 'Editar',
    url: /^Link do calendário \(iCal\)/,
    rule: /^Quais eventos são reservas/,
    invalid: 'Informe um endereço http:// ou https:// de calendário (iCal)',
    airbnb: 'Airbnb: reconhecemos as reservas automaticamente.',
    save: 'Salvar calendário',
    never: /Ainda não sincronizado\./,
    synced: /Última sincronização: .+ — 2 novas, 1 alterada, 0 canceladas\./,
    failed: 'A última sincronização falhou',
    syncNow: 'Sincronizar agora',
    queued: 'Sincronização pedida; o resultado aparece em instantes.',
  },
  'es-ES': {
    actions: 'Acciones para Casa Paulista',
    edit: 'Editar',
    url: /^Enlace del calendario \(iCal\)/,
    rule: /^Qué eventos son reservas/,
    invalid: 'Indica una dirección http:// o https:// de calendario (iCal)',
    airbnb: 'Airbnb: reconocemos sus reservas automáticamente.',
    save: 'Guardar calendario',
    never: /Aún no sincronizado\./,
    synced: /Última sincronización: .+ — 2 nuevas, 1 modificada, 0 canceladas\./,
    failed: 'La última sincronización falló',
    syncNow: 'Sincronizar ahora',
    queued: 'Sincronización pedida; el resultado aparece en un momento.',
  },
} as const;

const aFeed = (overrides: Partial<CalendarFeedView> = {}): CalendarFeedView => ({
  url: AIRBNB,
  bookingRule: 'every-event',
  provider: 'airbnb',
  providerDecides: true,
  lastSyncAt: null,
  nextRunAt: '2026-12-01T12:05:00.000Z',
  created: 0,
  changed: 0,
  cancelled: 0,
  lastError: null,
  ...overrides,
});

/** The feed endpoints over one feed in memory; every write is recorded in `calls`. */
const feedApi = (initial: CalendarFeedView | null, calls: Call[]) => {
  let feed = initial;
  const path = `*/api/residences/${RESIDENCE_ID}/calendar-feed`;
  server.use(
    http.get(path, () => HttpResponse.json({ data: feed })),
    http.put(path, async ({ request }) => {
      const body = (await request.json()) as { url: string; bookingRule: 'every-event' };
      calls.push({ method: 'PUT', path: new URL(request.url).pathname, body });
      feed = aFeed({ ...body, lastSyncAt: null });
      return HttpResponse.json({ data: feed });
    }),
    http.post(`${path}/sync`, ({ request }) => {
      calls.push({ method: 'POST', path: new URL(request.url).pathname, body: undefined });
      feed = aFeed({ lastSyncAt: '2026-12-01T12:00:00.000Z', created: 2, changed: 1 });
      return HttpResponse.json({ data: feed }, { status: 202 });
    }),
  );
};

describe.each(Object.entries(WORDS))('/u/houses: the calendar feed, in %s', (locale, words) => {
  const editHouse = async () => {
    const view = renderApp('/u/houses', { token: TOKEN, locale: locale as keyof typeof WORDS });
    await view.user.click(await screen.findByRole('button', { name: words.actions }));
    await view.user.click(await screen.findByRole('menuitem', { name: words.edit }));
    return view;
  };

  it('refuses what is not an http(s) address, asks the rule only for an unknown host, and saves', async () => {
    const calls: Call[] = [];
    residencesApi([aResidence()]);
    feedApi(null, calls);
    const { user } = await editHouse();
    const url = await screen.findByLabelText(words.url);
    expect(screen.getByLabelText(words.rule)).toBeInTheDocument();

    await user.type(url, 'ftp://example.com/a.ics');
    await user.click(screen.getByRole('button', { name: words.save }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(expect.stringContaining(words.invalid)),
    );
    expect(calls).toEqual([]);

    await user.clear(url);
    await user.type(url, AIRBNB);
    expect(await screen.findByText(words.airbnb)).toBeInTheDocument();
    expect(screen.queryByLabelText(words.rule)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: words.save }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'PUT',
          path: `/api/residences/${RESIDENCE_ID}/calendar-feed`,
          body: { url: AIRBNB, bookingRule: 'every-event' },
        },
      ]),
    );
    expect(await screen.findByText(words.never)).toBeInTheDocument();
  });

  it("shows the last sync's failure with what to do, and what a sync asked now did", async () => {
    const calls: Call[] = [];
    residencesApi([aResidence()]);
    const message = 'The channel answered with error 410.';
    feedApi(
      aFeed({
        lastSyncAt: '2026-12-01T11:00:00.000Z',
        lastError: { code: 'HTTP_ERROR', status: 410, message },
      }),
      calls,
    );
    const { user } = await editHouse();
    const alert = (await screen.findByText(message)).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(within(alert as HTMLElement).getByText(words.failed)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: words.syncNow }));
    expect(await screen.findByText(words.queued)).toBeInTheDocument();
    expect(await screen.findByText(words.synced)).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(['POST']);
  });
});
