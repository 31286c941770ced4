import ExcelJS from 'exceljs';
import { apiAs } from '@chegada/testing';
import { startReadModelApp, type ReadModelApp } from './__fixtures__/read-model-app';
import { NOW, seedScenario, type Scenario } from './__fixtures__/scenario';
import { QueryClock } from './query-clock';

type Page = { items: { id: string; guestName: string | null }[]; total: number; lastPage: number };

describe('reservation history, dashboard, audit trail and export', () => {
  let read: ReadModelApp;
  let scenario: Scenario;
  const asOwner = <T>(path: string, headers: Record<string, string> = {}) =>
    apiAs(read.app, scenario.owner)<T>(path, { headers });

  beforeAll(async () => {
    read = await startReadModelApp(NOW);
    scenario = await seedScenario(read);
  });
  afterAll(() => read.close());

  it('lists the history: finished, cancelled or checked out, latest check-out first', async () => {
    const { status, body } = await asOwner<Page>('/stays/reservations/history');
    expect(status).toBe(200);
    const { fabioCancelled, elisaFinished, iaraPastCheckout } = scenario.ids;
    expect(body.items.map((item) => item.id)).toEqual([
      fabioCancelled,
      elisaFinished,
      iaraPastCheckout,
    ]);
    expect(body).toMatchObject({ total: 3, lastPage: 1 });
    const paged = await asOwner<Page>('/stays/reservations/history?perPage=2&page=2');
    expect(paged.body).toMatchObject({ total: 3, lastPage: 2 });
    expect(paged.body.items.map((item) => item.id)).toEqual([iaraPastCheckout]);
  });

  it('lists the past guest forms that can be reused, without shredded ones', async () => {
    const { body } = await asOwner<Page>('/stays/reservations/history-form');
    const { brunoTodayManaus, carlaApproved, iaraPastCheckout } = scenario.ids;
    expect(body.items.map((item) => item.id).sort()).toEqual(
      [brunoTodayManaus, carlaApproved, iaraPastCheckout].sort(),
    );
    const search = await asOwner<Page>('/stays/reservations/history-form?search=carla');
    expect(search.body.items).toMatchObject([{ id: carlaApproved, guestName: 'Carla Dias' }]);
  });

  it('keeps the history of one account from another', async () => {
    for (const path of ['history', 'history-form']) {
      const other = await apiAs(read.app, scenario.stranger)<Page>(`/stays/reservations/${path}`);
      expect(other.body.items.map((item) => item.id)).not.toContain(scenario.ids.carlaApproved);
    }
  });

  it('shows the dashboard: counters and 30 days of arrivals and departures', async () => {
    type Dashboard = {
      statistics: Record<string, number>;
      days: { date: string; arrivals: number; departures: number }[];
    };
    const { status, body } = await asOwner<Dashboard>('/dashboard');
    expect(status).toBe(200);
    expect(body.statistics).toMatchObject({ total: 8, hidden: 1, waitingApproval: 2 });
    expect(body.days).toHaveLength(30);
    expect(body.days[0]?.date).toBe('2026-12-10');
    expect(body.days[29]?.date).toBe('2027-01-08');
    const busy = body.days.filter((day) => day.arrivals > 0 || day.departures > 0);
    // Bruno checks in at 23:30 on the 10th in Manaus; Ana at 00:30 on the 11th in São Paulo.
    expect(busy).toEqual([
      { date: '2026-12-10', arrivals: 1, departures: 0 },
      { date: '2026-12-11', arrivals: 2, departures: 0 },
      { date: '2026-12-13', arrivals: 0, departures: 2 },
      { date: '2026-12-14', arrivals: 1, departures: 0 },
      { date: '2026-12-15', arrivals: 0, departures: 1 },
      { date: '2026-12-18', arrivals: 0, departures: 1 },
      { date: '2026-12-30', arrivals: 1, departures: 0 },
      { date: '2027-01-03', arrivals: 0, departures: 1 },
    ]);
    const other = await apiAs(read.app, scenario.stranger)<Dashboard>('/dashboard');
    expect(other.body.statistics.total).toBe(1);
    expect((await apiAs(read.app, scenario.admin)('/dashboard')).status).toBe(403);
  });

  type Trail = {
    items: {
      type: string;
      revision: number;
      occurredAt: string;
      actor: { id: string | null; name: string | null; role: string; guestLink: string | null };
      changedFields: string[];
      changes: Record<string, unknown>;
    }[];
  };

  it('shows a reservation’s events in order, with who did what', async () => {
    const path = `/stays/reservations/${scenario.ids.carlaApproved}/events`;
    const { status, body } = await apiAs(read.app, scenario.subUser)<Trail>(path);
    expect(status).toBe(200);
    expect(body.items.map((item) => [item.revision, item.type])).toEqual([
      [0, 'ReservationCreated'],
      [1, 'ReservationSubmitted'],
      [2, 'ReservationApproved'],
    ]);
    expect(body.items[1]).toMatchObject({
      actor: { id: null, name: null, role: 'GUEST', guestLink: 'guest-link' },
      changedFields: ['fields', 'registeredGuests', 'status'],
      changes: { registeredGuests: 2, status: 2 },
    });
    expect(body.items[2]?.actor).toEqual({
      id: scenario.subUser.id,
      name: 'Sergio Sub',
      role: 'SUBUSER',
      guestLink: null,
    });
    expect(body.items[0]?.changes.guest).toMatchObject({ name: 'Carla Dias' });
  });

  it('shows shredded personal data as removed', async () => {
    const path = `/stays/reservations/${scenario.ids.elisaFinished}/events`;
    const { body } = await asOwner<Trail>(path);
    expect(body.items.at(-1)?.type).toBe('SensitiveDataRemoved');
    expect(body.items[0]?.changes.guest).toBe('removed');
    expect(JSON.stringify(body)).not.toContain('Elisa');
  });

  it.each([
    ['another account’s reservation', () => `/stays/reservations/${scenario.ids.strangers}/events`],
    ['an unknown id', () => '/stays/reservations/00000000-0000-4000-8000-000000000000/events'],
    ['a malformed id', () => '/stays/reservations/nope/events'],
  ])('answers 404 for %s', async (_name, path) => {
    expect((await asOwner(path())).status).toBe(404);
  });

  const download = async (query: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${read.app.baseUrl}/api/stays/reservations/export?${query}`, {
      headers: { authorization: `Bearer ${scenario.owner.token}`, ...headers },
    });
    const workbook = new ExcelJS.Workbook();
    if (response.status === 200) await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const rows = sheet
      ? sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1)] : []))
      : [];
    return { response, sheet, rows };
  };

  it('exports the filtered reservations as a spreadsheet in the caller’s language', async () => {
    const { response, sheet, rows } = await download(
      'format=xlsx&status[]=3&sort=checkIn&order=asc',
      {
        'accept-language': 'en-US',
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="reservations-2026-12-10.xlsx"',
    );
    expect(sheet?.name).toBe('Reservations');
    expect(rows[0]).toEqual([
      'Reservation',
      'Guest',
      'Email',
      'Phone',
      'Property',
      'Check-in',
      'Check-out',
      'Status',
      'Source',
      'Max guests',
      'Hidden',
      'Created at',
    ]);
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
      [scenario.ids.iaraPastCheckout, 'Iara'],
      [scenario.ids.carlaApproved, 'Carla Dias'],
    ]);
    // 14:00Z is 11:00 in São Paulo: the sheet shows the property's wall-clock time.
    expect(rows[2]?.[6]).toEqual(new Date('2026-12-18T11:00:00.000Z'));
    // The console's words: the status as the list names it, the channel as its brand.
    expect(rows[2]?.slice(7, 11)).toEqual(['Approved', 'Airbnb', 4, 'No']);
  });

  it('exports in Spanish with the console’s words: file name, headers, sources, statuses', async () => {
    const { response, sheet, rows } = await download('format=xlsx', { 'accept-language': 'es-ES' });
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="reservas-2026-12-10.xlsx"',
    );
    expect(sheet?.name).toBe('Reservas');
    expect(rows[0]?.slice(0, 9)).toEqual([
      'Reserva',
      'Huésped',
      'Correo electrónico',
      'Teléfono',
      'Propiedad',
      'Check-in',
      'Check-out',
      'Estado',
      'Origen',
    ]);
    const row = (id: string) => rows.find((cells) => cells[0] === id);
    const { brunoTodayManaus, elisaFinished, carlaApproved } = scenario.ids;
    expect(row(brunoTodayManaus)?.slice(7, 9)).toEqual(['Pendiente de aprobación', 'Booking.com']);
    expect(row(elisaFinished)?.[7]).toBe('Salida finalizada');
    expect(row(carlaApproved)?.slice(7, 9)).toEqual(['Aprobada', 'Airbnb']);
  });

  it('names the file by ?lang= as the rest of the API', async () => {
    const { response } = await download('lang=en-US', { 'accept-language': 'es-ES' });
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="reservations-2026-12-10.xlsx"',
    );
  });

  it('dates the file by the host’s day, not the server’s UTC one', async () => {
    // 01:00Z on the 11th: 22:00 on the 10th in São Paulo, 21:00 in Manaus.
    jest.spyOn(read.app.app.get(QueryClock), 'now').mockReturnValue(new Date('2026-12-11T01:00Z'));
    try {
      const { response } = await download('lang=en-US');
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="reservations-2026-12-10.xlsx"',
      );
    } finally {
      jest.spyOn(read.app.app.get(QueryClock), 'now').mockReturnValue(NOW);
    }
  });

  it('exports every row the list counts, headers in Portuguese by default', async () => {
    const { rows } = await download('');
    expect(rows[0]?.slice(0, 2)).toEqual(['Reserva', 'Hóspede']);
    expect(rows).toHaveLength(1 + 8);
    const elisa = rows.find((row) => row[0] === scenario.ids.elisaFinished);
    expect(elisa?.slice(1, 4)).toEqual(['Dados removidos', 'Dados removidos', 'Dados removidos']);
  });

  it('rejects an unknown format', async () => {
    const { response } = await download('format=pdf');
    expect(response.status).toBe(400);
  });
});
