import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CalendarFeedView, Locale } from '@chegada/contracts';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { failedSync, NOT_SYNCED_YET, syncNowAfterFailure } from '../../../testing/sync-status';
import { TOKEN } from '../../../testing/session-handlers';
import { aResidence, RESIDENCE_ID, residencesApi, type Call } from './residences-kit';

// Issue 30: the property's calendar (iCal) feed, checked as the server checks it, and what the
// worker's syncs did with it, in the host's language.

const AIRBNB = 'https://www.airbnb.com/calendar/ical/1234.ics?s=abc';

const WORDS = {
  'en-US': {
    privateNetwork:
      "This address points to a private network and cannot be read. Use the channel's public link.",
    history: 'Latest syncs',
    ran: /^12\/1\/2026, 9:00\sAM 2 new, 1 changed, 0 cancelled; 1 booking not applied: the reservation’s status here did not allow it$/,
    ranFailed: /^12\/1\/2026, 8:00\sAM failed: The channel answered with error 410\.$/,
    zone: 'Times shown in Brasilia Standard Time (GMT-3).',
    actions: 'Actions for Casa Paulista',
    edit: 'Edit',
    url: /^Calendar link \(iCal\)/,
    rule: /^Which events are bookings/,
    invalid: 'Enter an http:// or https:// calendar (iCal) address',
    airbnb: 'Airbnb: we recognize its bookings automatically.',
    save: 'Save calendar',
    never: /Not synced yet\./,
    synced: /Last sync: .+ — 2 new, 1 changed, 0 cancelled\./,
    fromStays: /^This property’s bookings come from Stays\.net/,
    settings: 'Settings → Stays.net',
  },
  'pt-BR': {
    privateNetwork:
      'Este endereço aponta para uma rede privada e não pode ser lido. Use o link público do canal.',
    history: 'Últimas sincronizações',
    ran: /^01\/12\/2026, 9:00 2 novas, 1 alterada, 0 canceladas; 1 reserva não aplicada: o status da reserva aqui não permitia$/,
    ranFailed: /^01\/12\/2026, 8:00 falhou: The channel answered with error 410\.$/,
    zone: 'Fuso dos horários: Horário Padrão de Brasília (GMT-3).',
    actions: 'Ações para Casa Paulista',
    edit: 'Editar',
    url: /^Link do calendário \(iCal\)/,
    rule: /^Quais eventos são reservas/,
    invalid: 'Informe um endereço http:// ou https:// de calendário (iCal)',
    airbnb: 'Airbnb: reconhecemos as reservas automaticamente.',
    save: 'Salvar calendário',
    never: /Ainda não sincronizado\./,
    synced: /Última sincronização: .+ — 2 novas, 1 alterada, 0 canceladas\./,
    fromStays: /^As reservas deste imóvel chegam do Stays\.net/,
    settings: 'Configurações → Stays.net',
  },
  'es-ES': {
    privateNetwork:
      'Esta dirección apunta a una red privada y no se puede leer. Usa el enlace público del canal.',
    history: 'Últimas sincronizaciones',
    ran: /^1\/12\/2026, 9:00 2 nuevas, 1 modificada, 0 canceladas; 1 reserva no aplicada: el estado de la reserva aquí no lo permitía$/,
    ranFailed: /^1\/12\/2026, 8:00 falló: The channel answered with error 410\.$/,
    zone: 'Horas en hora estándar de Brasilia (GMT-3).',
    actions: 'Acciones para Casa Paulista',
    edit: 'Editar',
    url: /^Enlace del calendario \(iCal\)/,
    rule: /^Qué eventos son reservas/,
    invalid: 'Indica una dirección http:// o https:// de calendario (iCal)',
    airbnb: 'Airbnb: reconocemos sus reservas automáticamente.',
    save: 'Guardar calendario',
    never: /Aún no sincronizado\./,
    synced: /Última sincronización: .+ — 2 nuevas, 1 modificada, 0 canceladas\./,
    fromStays: /^Las reservas de este inmueble llegan de Stays\.net/,
    settings: 'Configuración → Stays.net',
  },
} as const;

const aFeed = (overrides: Partial<CalendarFeedView> = {}): CalendarFeedView => ({
  url: AIRBNB,
  bookingRule: 'every-event',
  provider: 'airbnb',
  providerDecides: true,
  ...NOT_SYNCED_YET,
  ...overrides,
});

/** The feed endpoints over one feed in memory; every write is recorded in `calls`. */
const feedApi = (
  initial: CalendarFeedView | null,
  calls: Call[],
  mappedToStays = false,
  /** A worker that reads a saved feed by the second read after the save. */
  syncsSaved = false,
) => {
  let feed = initial;
  let readsSinceSave: number | null = null;
  const path = `*/api/residences/${RESIDENCE_ID}/calendar-feed`;
  server.use(
    http.get(path, () => {
      if (syncsSaved && feed && readsSinceSave !== null && ++readsSinceSave > 1)
        feed = { ...feed, lastSyncAt: '2026-12-01T12:00:00.000Z', created: 2, changed: 1 };
      return HttpResponse.json({ data: feed, mappedToStays });
    }),
    http.put(path, async ({ request }) => {
      const body = (await request.json()) as { url: string; bookingRule: 'every-event' };
      calls.push({ method: 'PUT', path: new URL(request.url).pathname, body });
      feed = aFeed({ ...body, lastSyncAt: null });
      readsSinceSave = 0;
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

  it('refuses a private network address at the field: a literal IP before sending, a name on the server’s answer', async () => {
    const calls: Call[] = [];
    residencesApi([aResidence()]);
    feedApi(null, calls);
    // As the server: a name that resolves to a private address, refused in the caller's language.
    server.use(
      http.put(`*/api/residences/${RESIDENCE_ID}/calendar-feed`, async ({ request }) => {
        calls.push({
          method: 'PUT',
          path: new URL(request.url).pathname,
          body: await request.json(),
        });
        return HttpResponse.json(
          {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: '-',
            errors: [{ field: 'url', message: words.privateNetwork }],
          },
          { status: 400 },
        );
      }),
    );
    const { user } = await editHouse();
    const url = await screen.findByLabelText(words.url);
    for (const literal of [
      'http://192.168.0.10/cal.ics',
      'https://[::1]/cal.ics',
      'http://2130706433/a.ics',
    ]) {
      await user.clear(url);
      await user.click(url);
      await user.paste(literal);
      await user.click(screen.getByRole('button', { name: words.save }));
      await waitFor(() =>
        expect(url).toHaveAccessibleDescription(expect.stringContaining(words.privateNetwork)),
      );
    }
    expect(calls).toEqual([]);

    await user.clear(url);
    await user.type(url, 'https://calendar.intranet.example/cal.ics');
    expect(url).not.toHaveAccessibleDescription(expect.stringContaining(words.privateNetwork));
    await user.click(screen.getByRole('button', { name: words.save }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(expect.stringContaining(words.privateNetwork)),
    );
    expect(calls.map((call) => call.method)).toEqual(['PUT']);
  });

  it("shows the last sync's failure with what to do, and what a sync asked now did", async () => {
    const calls: Call[] = [];
    residencesApi([aResidence()]);
    const message = 'The channel answered with error 410.';
    feedApi(aFeed(failedSync(410, message)), calls);
    const { user } = await editHouse();
    await syncNowAfterFailure(user, locale as Locale, message);
    expect(await screen.findByText(words.synced)).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(['POST']);
  });

  it('lists the last syncs, bookings refused counted and failures worded, in the property zone', async () => {
    const calls: Call[] = [];
    residencesApi([aResidence()]);
    const message = 'The channel answered with error 410.';
    const runs = [
      {
        at: '2026-12-01T12:00:00.000Z',
        created: 2,
        changed: 1,
        cancelled: 0,
        refused: 1,
        error: null,
      },
      {
        at: '2026-12-01T11:00:00.000Z',
        created: 0,
        changed: 0,
        cancelled: 0,
        refused: 0,
        error: { code: 'HTTP_ERROR', status: 410, message },
      },
    ];
    feedApi(aFeed({ lastSyncAt: runs[0]!.at, created: 2, changed: 1, runs }), calls);
    await editHouse();
    const title = await screen.findByText(words.history);
    const items = within(title.closest('.ui-sync-runs') as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(words.ran),
      expect.stringMatching(words.ranFailed),
    ]);
    // The tests' browser is in UTC, the property in São Paulo.
    expect(screen.getByText(words.zone)).toBeInTheDocument();
  });

  it("forgets the old address's failure once a new one is saved, and shows the new one's sync", async () => {
    const calls: Call[] = [];
    residencesApi([aResidence()]);
    const message = 'The channel answered with error 410.';
    feedApi(aFeed(failedSync(410, message)), calls, false, true);
    const { user } = await editHouse();
    expect(await screen.findByText(message)).toBeInTheDocument();
    const url = screen.getByLabelText(words.url);
    await user.clear(url);
    await user.type(url, `${AIRBNB}&new=1`);
    await user.click(screen.getByRole('button', { name: words.save }));
    expect(await screen.findByText(words.never)).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    // The worker reads the new address at once; the panel watches until its result shows.
    expect(await screen.findByText(words.synced, {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('says where the bookings come from when a Stays listing brings them, with no form to refuse', async () => {
    const calls: Call[] = [];
    residencesApi([aResidence()]);
    feedApi(null, calls, true);
    await editHouse();
    expect(await screen.findByText(words.fromStays)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.settings })).toHaveAttribute('href', '/u/config');
    expect(screen.queryByLabelText(words.url)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: words.save })).not.toBeInTheDocument();
  });
});
