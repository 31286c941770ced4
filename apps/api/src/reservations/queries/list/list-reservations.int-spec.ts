import { anOwner, apiAs } from '@chegada/testing';
import { startReadModelApp, type ReadModelApp } from '../__fixtures__/read-model-app';
import { NOW, seedScenario, type Scenario } from '../__fixtures__/scenario';
import type { ReservationStatistics } from '../statistics';

type ListBody = {
  items: { id: string; guestName: string | null; status: number; residence: { name: string } }[];
  total: number;
  lastPage: number;
  statistics: ReservationStatistics;
};

describe('GET /api/stays/reservations', () => {
  let read: ReadModelApp;
  let scenario: Scenario;
  let list: (query?: string) => Promise<ListBody>;

  beforeAll(async () => {
    read = await startReadModelApp(NOW);
    scenario = await seedScenario(read);
    list = async (query = '') => {
      const response = await apiAs(
        read.app,
        scenario.owner,
      )<ListBody>(`/stays/reservations?${query.includes('perPage') ? '' : 'perPage=100&'}${query}`);
      expect(response.status).toBe(200);
      return response.body;
    };
  });
  afterAll(() => read.close());

  const idsOf = (body: ListBody) => body.items.map((item) => item.id).sort();
  const named = (...names: (keyof Scenario['ids'])[]) =>
    names.map((name) => scenario.ids[name]).sort();

  it('lists the visible reservations of the account with their counters', async () => {
    const body = await list();
    expect(body.total).toBe(8);
    expect(body.items).toHaveLength(8);
    expect(body.statistics).toEqual({
      pending: 1,
      filling: 1,
      waitingApproval: 2,
      approved: 2,
      checkoutFinished: 1,
      refused: 0,
      cancelled: 1,
      hidden: 1,
      total: 8,
      preferencialReservations: 3,
    });
    const carla = body.items.find((item) => item.id === scenario.ids.carlaApproved);
    expect(carla).toMatchObject({
      guestName: 'Carla Dias',
      guestEmail: 'carla@example.com',
      status: 3,
      hidden: false,
      CheckIn: '2026-12-14T17:00:00.000Z',
      checkout: '2026-12-18T14:00:00.000Z',
      source: 'airbnb',
      language: 'pt-BR',
      maxGuests: 4,
      residence: { id: scenario.saoPaulo, name: 'Casa Paulista', timeZone: 'America/Sao_Paulo' },
    });
    const elisa = body.items.find((item) => item.id === scenario.ids.elisaFinished);
    expect(elisa).toMatchObject({ guestName: null, guestEmail: null, sensitiveDataRemoved: true });
  });

  it.each<[string, string, (keyof Scenario['ids'])[]]>([
    ['status[] once', 'status[]=0', ['anaTomorrowSP']],
    ['status[] repeated', 'status[]=2&status[]=1', ['brunoTodayManaus', 'hugoValidating']],
    ['plain status', 'status=3', ['carlaApproved', 'iaraPastCheckout']],
    ['a property', 'residenceId=MANAUS', ['brunoTodayManaus']],
    ['a source', 'source=booking', ['brunoTodayManaus']],
    ['hidden ones', 'hidden=true', ['giseleHiddenRefused']],
    ['a guest name, any case', 'search=ANA%20sou', ['anaTomorrowSP']],
    ['an e-mail', 'search=carla%40EXAMPLE', ['carlaApproved']],
    ['a phone, by its digits', 'search=21%2099876-5', ['carlaApproved']],
    ['check-ins today where the property is', 'dateFilter=today', ['brunoTodayManaus']],
    ['check-ins tomorrow', 'dateFilter=tomorrow', ['anaTomorrowSP', 'hugoValidating']],
    [
      'check-ins in the next 7 days',
      'dateFilter=next7days',
      ['anaTomorrowSP', 'brunoTodayManaus', 'carlaApproved', 'hugoValidating'],
    ],
    [
      'check-ins in the next 30 days',
      'dateFilter=next30days',
      ['anaTomorrowSP', 'brunoTodayManaus', 'carlaApproved', 'diegoFilling', 'hugoValidating'],
    ],
    [
      'a range of check-in days',
      'checkInFrom=2026-12-14&checkInTo=2026-12-30',
      ['carlaApproved', 'diegoFilling'],
    ],
    [
      'the preferential ones',
      'preferential=true',
      ['anaTomorrowSP', 'brunoTodayManaus', 'hugoValidating'],
    ],
    [
      'the history, as GET …/history lists it',
      'historic=true',
      ['elisaFinished', 'fabioCancelled', 'iaraPastCheckout'],
    ],
    ['filters together', 'dateFilter=tomorrow&status[]=0&source=airbnb', ['anaTomorrowSP']],
  ])('filters by %s', async (_name, query, expected) => {
    const body = await list(query.replace('MANAUS', scenario.manaus));
    expect(idsOf(body)).toEqual(named(...expected));
    expect(body.total).toBe(expected.length);
  });

  it('dates a 23:30 check-in in Manaus today, while the same instant in São Paulo is tomorrow', async () => {
    const today = await list('dateFilter=today');
    const tomorrow = await list('dateFilter=tomorrow');
    // Both check in at 2026-12-11T03:30Z.
    expect(idsOf(today)).toContain(scenario.ids.brunoTodayManaus);
    expect(idsOf(today)).not.toContain(scenario.ids.anaTomorrowSP);
    expect(idsOf(tomorrow)).toContain(scenario.ids.anaTomorrowSP);
    expect(idsOf(tomorrow)).not.toContain(scenario.ids.brunoTodayManaus);
  });

  it('answers a stay given as dates alone at the usual times where its property is (issue 27)', async () => {
    const host = await anOwner(read.app, 'Dora Dates');
    const manaus = await read.residence(host.id, 'Flat Negro', 'America/Manaus');
    const id = await read.reservation({
      accountId: host.id,
      residenceId: manaus,
      checkIn: '2026-11-30',
      checkOut: '2026-12-02',
    });
    const extended = await read.reservation(
      { accountId: host.id, residenceId: manaus, checkIn: '2026-11-30', checkOut: '2026-12-02' },
      {
        type: 'CheckoutExtended',
        data: { checkIn: '2026-11-30', checkOut: '2026-12-05', newPasscodeRequired: false },
      },
    );
    const response = await apiAs(read.app, host)<ListBody>('/stays/reservations');
    const item = (wanted: string) => response.body.items.find((row) => row.id === wanted);
    // 14:00 and 11:00 in Manaus (UTC−4), not UTC midnight (20:00 the day before there).
    expect(item(id)).toMatchObject({
      CheckIn: '2026-11-30T18:00:00.000Z',
      checkout: '2026-12-02T15:00:00.000Z',
    });
    expect(item(extended)).toMatchObject({ checkout: '2026-12-05T15:00:00.000Z' });
  });

  it('finds a reservation by its id', async () => {
    const id = scenario.ids.fabioCancelled;
    expect(idsOf(await list(`search=${id.slice(0, 13).toUpperCase()}`))).toEqual([id]);
  });

  const breakdown: [keyof ReservationStatistics, string][] = [
    ['pending', 'status[]=0'],
    ['filling', 'status[]=4'],
    ['waitingApproval', 'status[]=1&status[]=2'],
    ['approved', 'status[]=3'],
    ['checkoutFinished', 'status[]=7'],
    ['refused', 'status[]=5'],
    ['cancelled', 'status[]=6'],
    ['hidden', 'hidden=true'],
    ['total', ''],
  ];
  it.each([
    '',
    'dateFilter=next7days',
    'checkInFrom=2026-12-11&checkInTo=2026-12-14',
    'residenceId=MANAUS',
    'source=airbnb',
    'residenceId=MANAUS&source=booking',
    'search=a',
    'status[]=3',
  ])('counts what the list shows under the filters "%s"', async (filters) => {
    const query = filters.replace('MANAUS', scenario.manaus);
    const { statistics } = await list(query);
    const scope = query.replace(/status\[\]=\d/, '');
    for (const [counter, tab] of breakdown) {
      const shown = await list(`${scope}&${tab}`);
      // The scenario fits one page: the rows listed are the ones counted.
      expect([counter, shown.total, shown.items.length]).toEqual([
        counter,
        statistics[counter],
        statistics[counter],
      ]);
    }
  });

  it('sorts and pages', async () => {
    const byCheckIn = await list('sort=checkIn&order=asc');
    const checkIns = byCheckIn.items.map(
      (item) => (item as unknown as { CheckIn: string }).CheckIn,
    );
    expect(checkIns).toEqual([...checkIns].sort());
    const page = await list('sort=checkIn&order=asc&perPage=3&page=2');
    expect(page).toMatchObject({ total: 8, lastPage: 3 });
    expect(page.items.map((item) => item.id)).toEqual(byCheckIn.items.slice(3, 6).map((i) => i.id));
    const byStatus = await list('sort=status&order=desc');
    expect(byStatus.items.map((item) => item.status)).toEqual([7, 6, 4, 3, 3, 2, 1, 0]);
  });

  it('shows a sub-user its owner’s reservations and another account only its own', async () => {
    const asSubUser = await apiAs(read.app, scenario.subUser)<ListBody>('/stays/reservations');
    expect(asSubUser.body.total).toBe(8);
    const asStranger = await apiAs(read.app, scenario.stranger)<ListBody>('/stays/reservations');
    expect(asStranger.body.items.map((item) => item.id)).toEqual([scenario.ids.strangers]);
    expect(asStranger.body.statistics.total).toBe(1);
    const search = await apiAs(
      read.app,
      scenario.stranger,
    )<ListBody>(`/stays/reservations?search=${scenario.ids.carlaApproved}`);
    expect(search.body.total).toBe(0);
  });

  it.each([
    ['admin', 403],
    ['anonymous', 401],
  ] as const)('answers %s with %i', async (caller, status) => {
    const member = caller === 'admin' ? scenario.admin : undefined;
    expect((await apiAs(read.app, member)('/stays/reservations')).status).toBe(status);
  });

  it.each([
    ['perPage=101', 'perPage', 'Items per page: from 1 to 100'],
    ['status[]=9', 'status[]', 'Invalid reservation status'],
    ['dateFilter=yesterday', 'dateFilter', 'Invalid date filter'],
    ['source=mars', 'source', 'Invalid reservation source'],
    ['hidden=maybe', 'hidden', 'Use true or false'],
    ['sort=guest', 'sort', 'Sort by checkIn, createdAt or status'],
    ['residenceId=12', 'residenceId', 'Invalid format'],
    ['checkInFrom=2026-02-30', 'checkInFrom', 'Invalid date'],
    ['checkInTo=2026-13-01', 'checkInTo', 'Invalid date'],
    ['color=red', 'color', 'Field not allowed'],
  ])('rejects %s', async (query, field, message) => {
    const response = await apiAs(
      read.app,
      scenario.owner,
    )<{ errors: unknown[] }>(`/stays/reservations?${query}&lang=en-US`);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field: expect.stringContaining(field), message }]);
  });
});
