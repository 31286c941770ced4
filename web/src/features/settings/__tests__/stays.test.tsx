import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Locale, StaysConnectionView, StaysListingsView } from '@chegada/contracts';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { failedSync, NOT_SYNCED_YET, syncNowAfterFailure } from '../../../testing/sync-status';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import { configApi, owner, stored } from './settings-kit';

// Issue 30: /u/config's Stays.net panel — what Stays charges, the credentials (the secret never
// shown back), the listings mapped to properties, and what the syncs did, in each language.

const WORDS = {
  'en-US': {
    history: 'Latest syncs',
    ran: /^12\/1\/2026, 9:00\sAM 3 new, 1 changed, 2 cancelled; 2 bookings not applied: the reservation’s status here did not allow it$/,
    beforeMapping: /^12\/1\/2026, 9:00\sAM 3 new/,
    accountZone: /Times shown in Brasilia Standard Time \(GMT-3\)\./,
    pricing: /Stays charges for API access/,
    domain: /^Stays account domain/,
    clientId: /^Client id/,
    secret: /^Client secret/,
    connect: 'Connect and test',
    update: 'Save and test',
    connected: 'Stays connected; the first sync has started',
    never: /Not synced yet\./,
    synced: /Last sync: .+ — 3 new, 1 changed, 2 cancelled\./,
    propertyFor: 'Property for Apto Centro',
    hasCalendar: 'Casa Praia (has an iCal calendar)',
    mapped: 'Listing linked; its bookings arrive in a moment.',
    refused: "Stays refused the client id and secret. Check them in Stays' App Center.",
    disconnect: 'Disconnect Stays',
    comesBack:
      /same account again \(same domain and client id\), its listings come back linked to the same properties and the notification address stays the same/,
    disconnected: 'Stays disconnected.',
  },
  'pt-BR': {
    history: 'Últimas sincronizações',
    ran: /^01\/12\/2026, 9:00 3 novas, 1 alterada, 2 canceladas; 2 reservas não aplicadas: o status da reserva aqui não permitia$/,
    beforeMapping: /^01\/12\/2026, 9:00 3 novas/,
    accountZone: /Fuso dos horários: Horário Padrão de Brasília \(GMT-3\)\./,
    pricing: /A Stays cobra pelo acesso à API/,
    domain: /^Domínio da conta Stays/,
    clientId: /^Client id/,
    secret: /^Client secret/,
    connect: 'Conectar e testar',
    update: 'Salvar e testar',
    connected: 'Stays conectada; a primeira sincronização já começou',
    never: /Ainda não sincronizada\./,
    synced: /Última sincronização: .+ — 3 novas, 1 alterada, 2 canceladas\./,
    propertyFor: 'Imóvel para Apto Centro',
    hasCalendar: 'Casa Praia (tem calendário iCal)',
    mapped: 'Anúncio ligado; as reservas dele chegam em instantes.',
    refused: 'A Stays recusou o client id e o secret. Confira-os no App Center da Stays.',
    disconnect: 'Desconectar a Stays',
    comesBack:
      /mesma conta \(mesmo domínio e client id\), os anúncios voltam ligados aos mesmos imóveis e o endereço de notificações continua o mesmo/,
    disconnected: 'Stays desconectada.',
  },
  'es-ES': {
    history: 'Últimas sincronizaciones',
    ran: /^1\/12\/2026, 9:00 3 nuevas, 1 modificada, 2 canceladas; 2 reservas no aplicadas: el estado de la reserva aquí no lo permitía$/,
    beforeMapping: /^1\/12\/2026, 9:00 3 nuevas/,
    accountZone: /Horas en hora estándar de Brasilia \(GMT-3\)\./,
    pricing: /Stays cobra por el acceso a la API/,
    domain: /^Dominio de la cuenta Stays/,
    clientId: /^Client id/,
    secret: /^Client secret/,
    connect: 'Conectar y probar',
    update: 'Guardar y probar',
    connected: 'Stays conectada; la primera sincronización ya empezó',
    never: /Aún no sincronizada\./,
    synced: /Última sincronización: .+ — 3 nuevas, 1 modificada, 2 canceladas\./,
    propertyFor: 'Propiedad para Apto Centro',
    hasCalendar: 'Casa Praia (tiene calendario iCal)',
    mapped: 'Anuncio vinculado; sus reservas llegan en un momento.',
    refused: 'Stays rechazó el client id y el secret. Revísalos en el App Center de Stays.',
    disconnect: 'Desconectar Stays',
    comesBack:
      /misma cuenta \(mismo dominio y client id\), sus anuncios vuelven vinculados a las mismas propiedades y la dirección de notificaciones sigue siendo la misma/,
    disconnected: 'Stays desconectada.',
  },
} as const;

const HOUSE = '6f1d2b7e-0c4a-4c1e-9a57-3d2f8b9e1a01';
const BEACH = '6f1d2b7e-0c4a-4c1e-9a57-3d2f8b9e1a02';

const aConnection = (overrides: Partial<StaysConnectionView> = {}): StaysConnectionView => ({
  domain: 'casa.stays.net',
  clientId: 'client-1',
  webhookUrl: 'https://app.chegada.test/api/integrations/stays/k3y',
  ...NOT_SYNCED_YET,
  timeZone: null,
  ...overrides,
});

const LISTINGS: StaysListingsView = {
  listings: [{ id: 'L1', name: 'Apto Centro', residenceId: null }],
  properties: [
    { id: HOUSE, name: 'Casa Centro', hasCalendarFeed: false },
    { id: BEACH, name: 'Casa Praia', hasCalendarFeed: true },
  ],
};

type Call = { method: string; path: string; body: unknown };

/** The Stays endpoints over one connection in memory; every write is recorded in `calls`. */
/** `refusal`: the message the API words STAYS_LOGIN_FAILED with, in the caller's language. */
const staysApi = (initial: StaysConnectionView | null, calls: Call[], refusal?: string) => {
  let connection = initial;
  const record = async (request: Request) => {
    const body: unknown = request.method === 'POST' ? undefined : await request.json();
    calls.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body as Record<string, string>;
  };
  server.use(
    http.get('*/api/integrations/stays', () => HttpResponse.json({ data: connection })),
    http.put('*/api/integrations/stays', async ({ request }) => {
      const body = await record(request);
      if (refusal)
        return HttpResponse.json(
          { statusCode: 422, code: 'STAYS_LOGIN_FAILED', message: refusal },
          { status: 422 },
        );
      connection = aConnection({ domain: body.domain, clientId: body.clientId });
      return HttpResponse.json({ data: connection });
    }),
    http.post('*/api/integrations/stays/sync', async ({ request }) => {
      await record(request);
      connection = aConnection({
        lastSyncAt: '2026-12-01T12:00:00.000Z',
        created: 3,
        changed: 1,
        cancelled: 2,
      });
      return HttpResponse.json({ data: connection }, { status: 202 });
    }),
    http.delete('*/api/integrations/stays', ({ request }) => {
      calls.push({ method: 'DELETE', path: new URL(request.url).pathname, body: undefined });
      connection = null;
      return new HttpResponse(null, { status: 204 });
    }),
    // As the API: no listings to read once disconnected.
    http.get('*/api/integrations/stays/listings', ({ request }) => {
      if (connection) return HttpResponse.json({ data: LISTINGS });
      calls.push({ method: 'GET', path: new URL(request.url).pathname, body: undefined });
      return HttpResponse.json({ statusCode: 422, code: 'STAYS_NOT_CONNECTED' }, { status: 422 });
    }),
    http.put('*/api/integrations/stays/listings/:id', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
  );
};

const openConfig = (locale: Locale) => {
  server.use(...sessionHandlers(owner));
  server.use(...configApi(stored()));
  return renderApp('/u/config', { token: TOKEN, locale });
};

describe.each(Object.entries(WORDS))('/u/config: Stays.net, in %s', (locale, words) => {
  it('says Stays charges for the API, connects, and never shows the secret back', async () => {
    const calls: Call[] = [];
    staysApi(null, calls);
    const { user } = openConfig(locale as Locale);
    expect(await screen.findByText(words.pricing)).toBeInTheDocument();
    await user.type(await screen.findByLabelText(words.domain), 'https://Casa.Stays.net/');
    await user.type(screen.getByLabelText(words.clientId), 'client-1');
    await user.type(screen.getByLabelText(words.secret), 's3cr3t');
    await user.click(screen.getByRole('button', { name: words.connect }));
    expect(await screen.findByText(words.connected)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/integrations/stays',
        body: { domain: 'casa.stays.net', clientId: 'client-1', clientSecret: 's3cr3t' },
      },
    ]);
    expect(await screen.findByText(words.never)).toBeInTheDocument();
    expect(screen.getByLabelText(words.secret)).toHaveValue('');
    expect(screen.getByRole('button', { name: words.update })).toBeInTheDocument();
    expect(screen.getByText('https://app.chegada.test/api/integrations/stays/k3y')).toBeVisible();
  });

  it("keeps Stays' refusal beside the form", async () => {
    staysApi(null, [], words.refused);
    const { user } = openConfig(locale as Locale);
    await user.type(await screen.findByLabelText(words.domain), 'casa.stays.net');
    await user.type(screen.getByLabelText(words.clientId), 'client-1');
    await user.type(screen.getByLabelText(words.secret), 'wrong');
    await user.click(screen.getByRole('button', { name: words.connect }));
    // In the toast, which goes after 5 s, and in the form, where it stays.
    const shown = await screen.findAllByText(words.refused);
    expect(shown.some((element) => element.closest('form') !== null)).toBe(true);
  });

  it("shows the last sync's failure with what to do, and what a sync asked now did", async () => {
    const calls: Call[] = [];
    const message = 'Stays answered with error 500.';
    staysApi(aConnection(failedSync(500, message)), calls);
    const { user } = openConfig(locale as Locale);
    await syncNowAfterFailure(user, locale as Locale, message);
    expect(await screen.findByText(words.synced)).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  // Walk of issue 30: a property's iCal panel and this one read one moment as the same hour.
  it("lists the last syncs, with the bookings refused, in the account's zone (Brasília) wherever the mapped properties are", async () => {
    const calls: Call[] = [];
    const at = '2026-12-01T12:00:00.000Z';
    const run = { at, created: 3, changed: 1, cancelled: 2, refused: 2, error: null };
    staysApi(
      aConnection({ lastSyncAt: at, ...run, runs: [run], timeZone: 'America/Manaus' }),
      calls,
    );
    openConfig(locale as Locale);
    const title = await screen.findByText(words.history);
    const items = within(title.closest('.ui-sync-runs') as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringMatching(words.ran)]);
    expect(screen.getByText(words.accountZone)).toBeInTheDocument();
  });

  it("reads the syncs' times in the account's zone (Brasília) before any listing is mapped", async () => {
    const calls: Call[] = [];
    const at = '2026-12-01T12:00:00.000Z';
    const run = { at, created: 3, changed: 1, cancelled: 2, refused: 0, error: null };
    staysApi(aConnection({ lastSyncAt: at, ...run, runs: [run], timeZone: null }), calls);
    openConfig(locale as Locale);
    const title = await screen.findByText(words.history);
    const items = within(title.closest('.ui-sync-runs') as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(words.beforeMapping),
    ]);
    expect(screen.getByText(words.accountZone)).toBeInTheDocument();
  });

  // Walk of issue 30: the dialog says what connecting the same account again brings back, and
  // the panel asks for no listings once there is no connection.
  it('says what comes back with the same account, disconnects, and asks no listings after', async () => {
    const calls: Call[] = [];
    staysApi(aConnection(), calls);
    const { user } = openConfig(locale as Locale);
    await screen.findByRole('combobox', { name: words.propertyFor });
    await user.click(screen.getByRole('button', { name: words.disconnect }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(words.comesBack);
    await user.click(within(dialog).getByRole('button', { name: words.disconnect }));
    expect(await screen.findByText(words.disconnected)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: words.connect })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: words.propertyFor })).not.toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/integrations/stays', body: undefined }]);
  });

  it('maps a listing to a property, a property with an iCal calendar not offered', async () => {
    const calls: Call[] = [];
    staysApi(aConnection(), calls);
    const { user } = openConfig(locale as Locale);
    const picker = await screen.findByRole('combobox', { name: words.propertyFor });
    expect(screen.getByRole('option', { name: words.hasCalendar })).toBeDisabled();
    await user.selectOptions(picker, 'Casa Centro');
    expect(await screen.findByText(words.mapped)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'PUT',
          path: '/api/integrations/stays/listings/L1',
          body: { residenceId: HOUSE },
        },
      ]),
    );
  });
});

// Walk of issue 30: the failure the server words follows the language the host switches to,
// not the one the panel was first read in.
describe("/u/config: Stays' last error after switching the language", () => {
  const WORDED: Record<Locale, { message: string; selector: string }> = {
    'pt-BR': { message: 'A Stays respondeu com o erro 500.', selector: 'Idioma' },
    'en-US': { message: 'Stays answered with error 500.', selector: 'Language' },
    'es-ES': { message: 'Stays respondió con el error 500.', selector: 'Idioma' },
  };
  it.each([
    ['pt-BR', 'en-US'],
    ['en-US', 'es-ES'],
    ['es-ES', 'pt-BR'],
  ] as [Locale, Locale][])('from %s to %s', async (from, to) => {
    server.use(
      http.get('*/api/integrations/stays', ({ request }) => {
        const locale = (request.headers.get('accept-language') ?? 'pt-BR') as Locale;
        const { message } = WORDED[locale];
        return HttpResponse.json({ data: aConnection(failedSync(500, message)) });
      }),
    );
    const { user } = openConfig(from);
    expect(
      await screen.findByText(WORDED[from].message, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: WORDED[from].selector }),
      to,
    );
    expect(await screen.findByText(WORDED[to].message)).toBeInTheDocument();
    expect(screen.queryByText(WORDED[from].message)).not.toBeInTheDocument();
  });
});
