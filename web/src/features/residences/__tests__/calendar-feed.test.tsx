import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CalendarFeedView, Locale, StaysConnectionView } from '@chegada/contracts';
import { server } from '../../../testing/server';
import { failedSync, NOT_SYNCED_YET, syncNowAfterFailure } from '../../../testing/sync-status';
import type { UserEvent } from '@testing-library/user-event';
import { renderApp } from '../../../testing/render-app';
import { TOKEN } from '../../../testing/session-handlers';
import { aResidence, RESIDENCE_ID, residencesApi, type Call } from './residences-kit';

// Issue 30: the property's calendar (iCal) feed, checked as the server checks it, and what the
// worker's syncs did with it, in the host's language.

const AIRBNB = 'https://www.airbnb.com/calendar/ical/1234.ics?s=abc';

const WORDS = {
  'en-US': {
    staysTitle: 'Stays sync',
    staysSynced: /Last sync: .+ — 3 new, 1 changed, 2 cancelled\./,
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
    save: 'Save property',
    updated: 'Property updated',
    ruleHint: /If unsure, keep "Reserved": blocked days do not become reservations\./,
    emptyToStop: 'To stop syncing, empty the link and save; the reservations it brought stay.',
    removed: 'The calendar will no longer be read; the reservations it brought stay.',
    never: /Not synced yet\./,
    synced: /Last sync: .+ — 2 new, 1 changed, 0 cancelled\./,
    fromStays: /^This property’s bookings come from Stays\.net/,
    settings: 'Settings → Stays.net',
  },
  'pt-BR': {
    staysTitle: 'Sincronização da Stays',
    staysSynced: /Última sincronização: .+ — 3 novas, 1 alterada, 2 canceladas\./,
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
    save: 'Salvar imóvel',
    updated: 'Imóvel atualizado',
    ruleHint: /Na dúvida, deixe "Reserved": dias bloqueados não viram reservas\./,
    emptyToStop:
      'Para parar de sincronizar, apague o link e salve; as reservas que ele trouxe ficam.',
    removed: 'O calendário não será mais lido; as reservas que ele trouxe ficam.',
    never: /Ainda não sincronizado\./,
    synced: /Última sincronização: .+ — 2 novas, 1 alterada, 0 canceladas\./,
    fromStays: /^As reservas deste imóvel chegam do Stays\.net/,
    settings: 'Configurações → Stays.net',
  },
  'es-ES': {
    staysTitle: 'Sincronización de Stays',
    staysSynced: /Última sincronización: .+ — 3 nuevas, 1 modificada, 2 canceladas\./,
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
    save: 'Guardar propiedad',
    updated: 'Propiedad actualizada',
    ruleHint: /Si dudas, deja "Reserved": los días bloqueados no se vuelven reservas\./,
    emptyToStop:
      'Para dejar de sincronizar, borra el enlace y guarda; las reservas que trajo se quedan.',
    removed: 'El calendario ya no se leerá; las reservas que trajo se quedan.',
    never: /Aún no sincronizado\./,
    synced: /Última sincronización: .+ — 2 nuevas, 1 modificada, 0 canceladas\./,
    fromStays: /^Las reservas de este inmueble llegan de Stays\.net/,
    settings: 'Configuración → Stays.net',
  },
} as const;

const aFeed = (overrides: Partial<CalendarFeedView> = {}): CalendarFeedView => ({
  url: AIRBNB,
  bookingRule: 'reserved',
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
  initialStays: StaysConnectionView | null = null,
) => {
  let feed = initial;
  let stays = initialStays;
  const path = `*/api/residences/${RESIDENCE_ID}/calendar-feed`;
  const record = (request: Request, body?: unknown) =>
    calls.push({ method: request.method, path: new URL(request.url).pathname, body });
  server.use(
    http.get(path, () => HttpResponse.json({ data: feed, mappedToStays, stays })),
    http.post('*/api/integrations/stays/sync', ({ request }) => {
      record(request);
      stays = stays && {
        ...stays,
        lastSyncAt: '2026-12-01T12:00:00.000Z',
        created: 3,
        changed: 1,
        cancelled: 2,
        lastError: null,
      };
      return HttpResponse.json({ data: stays }, { status: 202 });
    }),
    http.put(path, async ({ request }) => {
      const body = (await request.json()) as Pick<CalendarFeedView, 'url' | 'bookingRule'>;
      record(request, body);
      feed = aFeed({ ...body, ...NOT_SYNCED_YET });
      return HttpResponse.json({ data: feed });
    }),
    http.delete(path, ({ request }) => {
      record(request);
      feed = null;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${path}/sync`, ({ request }) => {
      record(request);
      feed = aFeed({ lastSyncAt: '2026-12-01T12:00:00.000Z', created: 2, changed: 1 });
      return HttpResponse.json({ data: feed }, { status: 202 });
    }),
  );
};

const FEED_PATH = `/api/residences/${RESIDENCE_ID}/calendar-feed`;
const UNKNOWN_HOST = 'https://calendar.example.com/listing.ics';

describe.each(Object.entries(WORDS))(
  '/u/houses: editing a property’s calendar, in %s',
  (locale, words) => {
    /** The property's form opened from the list, the feed endpoints answering as `feed` says. */
    const edit = async (
      calls: Call[],
      feed: CalendarFeedView | null,
      {
        residence = aResidence(),
        mappedToStays = false,
        stays = null as StaysConnectionView | null,
      } = {},
    ) => {
      residencesApi([residence], calls);
      feedApi(feed, calls, mappedToStays, stays);
      const view = renderApp('/u/houses', { token: TOKEN, locale: locale as Locale });
      const reopen = async () => {
        await view.user.click(await screen.findByRole('button', { name: words.actions }));
        await view.user.click(await screen.findByRole('menuitem', { name: words.edit }));
      };
      await reopen();
      return { ...view, reopen };
    };
    const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: words.save }));
    const methods = (calls: Call[]) => calls.map((call) => `${call.method} ${call.path}`);

    it('adds a calendar with the property: a non-http address refused, the rule asked (safe first) only for an unknown host', async () => {
      const calls: Call[] = [];
      const { user, reopen } = await edit(calls, null);
      const url = await screen.findByLabelText(words.url);
      // Walk of issue 30: no question about a feed before an address is typed.
      expect(screen.queryByLabelText(words.rule)).not.toBeInTheDocument();
      await user.type(url, 'ftp://example.com/a.ics');
      // An unknown host's rule shows where the address is typed, starting from "Reserved" only.
      expect(screen.getByLabelText(words.rule)).toHaveValue('reserved');
      expect(screen.getByLabelText(words.rule)).toHaveAccessibleDescription(words.ruleHint);
      await save(user);
      await waitFor(() =>
        expect(url).toHaveAccessibleDescription(expect.stringContaining(words.invalid)),
      );
      expect(calls).toEqual([]);

      await user.clear(url);
      await user.type(url, AIRBNB);
      expect(await screen.findByText(words.airbnb)).toBeInTheDocument();
      expect(screen.queryByLabelText(words.rule)).not.toBeInTheDocument();
      await save(user);
      expect(await screen.findByText(words.updated)).toBeInTheDocument();
      await waitFor(() =>
        expect(methods(calls)).toEqual([`PUT /api/residences/${RESIDENCE_ID}`, `PUT ${FEED_PATH}`]),
      );
      expect(calls[1]!.body).toEqual({ url: AIRBNB, bookingRule: 'reserved' });

      await reopen();
      expect(await screen.findByLabelText(words.url)).toHaveValue(AIRBNB);
      expect(await screen.findByText(words.never)).toBeInTheDocument();
    });

    it('changes the address and the rule, and removes the calendar when the field is emptied', async () => {
      const calls: Call[] = [];
      const { user, reopen } = await edit(
        calls,
        aFeed({ url: UNKNOWN_HOST, provider: 'other', providerDecides: false }),
      );
      const url = await screen.findByLabelText(words.url);
      await waitFor(() => expect(url).toHaveValue(UNKNOWN_HOST));
      expect(screen.getByText(words.emptyToStop)).toBeInTheDocument();
      await user.clear(url);
      await user.type(url, `${UNKNOWN_HOST}?v=2`);
      await user.selectOptions(screen.getByLabelText(words.rule), 'every-event');
      await save(user);
      await waitFor(() => expect(methods(calls)).toContain(`PUT ${FEED_PATH}`));
      expect(calls.find((call) => call.path === FEED_PATH)!.body).toEqual({
        url: `${UNKNOWN_HOST}?v=2`,
        bookingRule: 'every-event',
      });

      // Saved again unchanged, the feed is left alone; emptied, it is removed.
      calls.length = 0;
      await reopen();
      const again = await screen.findByLabelText(words.url);
      await waitFor(() => expect(again).toHaveValue(`${UNKNOWN_HOST}?v=2`));
      await save(user);
      await waitFor(() => expect(methods(calls)).toEqual([`PUT /api/residences/${RESIDENCE_ID}`]));
      await reopen();
      const last = await screen.findByLabelText(words.url);
      await waitFor(() => expect(last).toHaveValue(`${UNKNOWN_HOST}?v=2`));
      await user.clear(last);
      await save(user);
      expect(await screen.findByText(words.removed)).toBeInTheDocument();
      expect(methods(calls).at(-1)).toBe(`DELETE ${FEED_PATH}`);
    });

    it('refuses a private network address at the field: a literal IP before sending, a name on the server’s answer', async () => {
      const calls: Call[] = [];
      const { user } = await edit(calls, null);
      // As the server: a name that resolves to a private address, refused in the caller's language.
      server.use(
        http.put(`*${FEED_PATH}`, async ({ request }) => {
          calls.push({ method: 'PUT', path: FEED_PATH, body: await request.json() });
          const errors = [{ field: 'url', message: words.privateNetwork }];
          const body = { statusCode: 400, code: 'VALIDATION_FAILED', message: '-', errors };
          return HttpResponse.json(body, { status: 400 });
        }),
      );
      const url = await screen.findByLabelText(words.url);
      for (const literal of [
        'http://192.168.0.10/cal.ics',
        'https://[::1]/cal.ics',
        'http://2130706433/a.ics',
      ]) {
        await user.clear(url);
        await user.click(url);
        await user.paste(literal);
        await save(user);
        await waitFor(() =>
          expect(url).toHaveAccessibleDescription(expect.stringContaining(words.privateNetwork)),
        );
      }
      expect(calls).toEqual([]);

      await user.clear(url);
      await user.type(url, 'https://calendar.intranet.example/cal.ics');
      expect(url).not.toHaveAccessibleDescription(expect.stringContaining(words.privateNetwork));
      await save(user);
      // The property is saved; the form stays open with the calendar's refusal on its field.
      await waitFor(() =>
        expect(url).toHaveAccessibleDescription(expect.stringContaining(words.privateNetwork)),
      );
      expect(methods(calls)).toEqual([`PUT /api/residences/${RESIDENCE_ID}`, `PUT ${FEED_PATH}`]);
      expect(screen.getByLabelText(words.url)).toBe(url);
    });

    it("shows the last sync's failure with what to do, and what a sync asked now did", async () => {
      const calls: Call[] = [];
      const message = 'The channel answered with error 410.';
      const { user } = await edit(calls, aFeed(failedSync(410, message)));
      await syncNowAfterFailure(user, locale as Locale, message);
      expect(await screen.findByText(words.synced)).toBeInTheDocument();
      expect(screen.queryByText(message)).not.toBeInTheDocument();
      expect(methods(calls)).toEqual([`POST ${FEED_PATH}/sync`]);
    });

    it('shows the first sync of a feed not read yet as the worker records it', async () => {
      await edit([], aFeed());
      expect(await screen.findByText(words.never)).toBeInTheDocument();
      const synced = aFeed({ lastSyncAt: '2026-12-01T12:00:00.000Z', created: 2, changed: 1 });
      server.use(http.get(`*${FEED_PATH}`, () => HttpResponse.json({ data: synced })));
      expect(await screen.findByText(words.synced, {}, { timeout: 5_000 })).toBeInTheDocument();
    });

    // Walk of issue 30: the iCal and Stays panels read one moment as the same hour.
    it("lists the last syncs in the account's zone (Brasília), a property elsewhere too", async () => {
      const calls: Call[] = [];
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
      await edit(calls, aFeed({ lastSyncAt: runs[0]!.at, created: 2, changed: 1, runs }), {
        residence: aResidence({ timeZone: 'America/Manaus' }),
      });
      const title = await screen.findByText(words.history);
      const items = within(title.closest('.ui-sync-runs') as HTMLElement).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        expect.stringMatching(words.ran),
        expect.stringMatching(words.ranFailed),
      ]);
      // The tests' browser is in UTC, the property in Manaus: the times read in Brasília.
      expect(screen.getByText(words.zone)).toBeInTheDocument();
    });

    // Walk of issue 30: an iCal property showed its syncs, a Stays one nothing.
    it("shows the Stays account's syncs on a property a Stays listing feeds, and syncs it now", async () => {
      const calls: Call[] = [];
      const message = 'Stays answered with error 500.';
      const stays: StaysConnectionView = {
        domain: 'casa.stays.net',
        clientId: 'client-1',
        webhookUrl: 'https://app.chegada.test/api/integrations/stays/k3y',
        ...NOT_SYNCED_YET,
        ...failedSync(500, message),
        timeZone: null,
      };
      const { user } = await edit(calls, null, { mappedToStays: true, stays });
      const section = await screen.findByRole('region', { name: words.staysTitle });
      expect(within(section).getByText(/casa\.stays\.net/)).toBeInTheDocument();
      await syncNowAfterFailure(user, locale as Locale, message);
      expect(await within(section).findByText(words.staysSynced)).toBeInTheDocument();
      expect(methods(calls)).toEqual(['POST /api/integrations/stays/sync']);
    });

    it('says where the bookings come from when a Stays listing brings them, with no field to refuse', async () => {
      const calls: Call[] = [];
      const { user } = await edit(calls, null, { mappedToStays: true });
      expect(await screen.findByText(words.fromStays)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: words.settings })).toHaveAttribute(
        'href',
        '/u/config',
      );
      expect(screen.queryByLabelText(words.url)).not.toBeInTheDocument();
      await save(user);
      expect(await screen.findByText(words.updated)).toBeInTheDocument();
      expect(methods(calls)).toEqual([`PUT /api/residences/${RESIDENCE_ID}`]);
    });
  },
);
