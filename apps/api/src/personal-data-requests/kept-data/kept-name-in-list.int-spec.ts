import { Queue } from 'bullmq';
import type { ReservationListItem, RetentionDryRun } from '@chegada/contracts';
import { anOwner, apiAs, findLeftovers, theAdmin, waitFor } from '@chegada/testing';
import { createReservation, reservationCalls, send } from '../../reservations/__fixtures__';
import { RETENTION_QUEUE, RetentionClock, RetentionRun } from '../../retention';
import {
  aDataRequestsWorld,
  askAndConfirm,
  aSubmittedStay,
  JOANA,
  RUI,
} from '../__fixtures__/data-requests-world';

type ListPage = { items: ReservationListItem[] };

describe('the host’s list after a guest’s deletion (issue 32)', () => {
  const world = aDataRequestsWorld();
  const list = async (query = '', member = world.owner) => {
    const answer = await apiAs(world.app, member)<ListPage>(`/stays/reservations?${query}`);
    expect(answer.status).toBe(200);
    return answer.body.items;
  };
  const search = (term: string, member = world.owner) =>
    list(`search=${encodeURIComponent(term)}`, member);
  // The list is a projection: a row is read once it shows what was just written elsewhere.
  const rowOnce = (id: string, shows: (row: ReservationListItem | undefined) => boolean) =>
    waitFor(async () => (await list()).find((item) => item.id === id), shows);

  afterEach(() => jest.restoreAllMocks());

  it('names the stay by its kept name and finds it by it until retention destroys the kept record', async () => {
    const id = await aSubmittedStay(world, JOANA);
    // Another stay, over much later: retention leaves it.
    const other = await createReservation(world.app, world.owner, world.host.residenceId, {
      guestName: RUI.name,
      guestEmail: RUI.email,
      CheckIn: '2029-01-10T14:00:00-03:00',
      checkout: '2029-01-13T11:00:00-03:00',
    });
    const cancelled = await send(
      world.app,
      world.owner,
      reservationCalls(id, world.owner.id).cancel,
    );
    expect(cancelled.status).toBe(200);
    await askAndConfirm(world, id, JOANA.email, { kind: 'deletion' });

    // The row: no contact, but the kept name beside the mark that the data went.
    const row = await rowOnce(id, (item) => item?.sensitiveDataRemoved === true);
    expect(row).toMatchObject({
      guestName: null,
      guestEmail: null,
      sensitiveDataRemoved: true,
      keptGuestName: JOANA.name,
    });
    // Found by the kept name (any part, any case), and only in the host's own account.
    expect((await search('joana PRA')).map((item) => item.id)).toEqual([id]);
    expect((await search(RUI.name)).map((item) => item.id)).toEqual([other]);
    const stranger = await anOwner(world.app, 'Stranger');
    expect(await search('Joana')).toHaveLength(1);
    expect(await search('Joana', stranger)).toEqual([]);

    // keep_until: checkout (2027-03-13) plus the default 12 months of personal data.
    jest
      .spyOn(world.app.app.get(RetentionClock, { strict: false }), 'now')
      .mockReturnValue(new Date('2028-03-14T12:00:00Z'));
    const run = await world.app.app.get(RetentionRun, { strict: false }).run();
    expect(run.keptRecords).toBe(1);

    const emptied = await rowOnce(id, (item) => item?.keptGuestName === null);
    expect(emptied).toMatchObject({ guestName: null, keptGuestName: null });
    expect(await search('Joana')).toEqual([]);
    expect(await findLeftovers(world.app, [JOANA.name])).toEqual([]);
    // The other stay is still there, named and found.
    expect((await search(RUI.name)).map((item) => item.id)).toEqual([other]);
  });

  it('runs retention once a day at 03:00 in Brasília, never as the worker starts', async () => {
    const queue = new Queue(RETENTION_QUEUE, {
      connection: { url: world.app.config.REDIS_URL },
      prefix: world.app.config.REDIS_PREFIX,
    });
    try {
      const [schedule, ...others] = await queue.getJobSchedulers();
      expect(others).toEqual([]);
      expect(schedule).toMatchObject({ pattern: '0 3 * * *', tz: 'America/Sao_Paulo' });
      // Its next run is at 03:00 in Brasília (06:00 UTC), later than now: none ran at start.
      const next = new Date(schedule!.next!);
      expect(next.getTime()).toBeGreaterThan(Date.now());
      expect(next.toISOString()).toMatch(/T06:00:00\.000Z$/);
      expect(await queue.getJobCounts('active', 'completed', 'failed')).toEqual({
        active: 0,
        completed: 0,
        failed: 0,
      });
    } finally {
      await queue.close();
    }
  });

  it('lists what an admin’s real run erased, and refuses to approve or refuse the stay it emptied in the caller’s language', async () => {
    // Handed in, never answered: retention empties it 12 months after its checkout all the same.
    const id = await aSubmittedStay(world, RUI);
    jest
      .spyOn(world.app.app.get(RetentionClock, { strict: false }), 'now')
      .mockReturnValue(new Date('2028-03-15T12:00:00Z'));
    // An admin's real run lists what it erased, named as a dry run names it, logged once.
    const admin = await theAdmin(world.app);
    const asAdmin = apiAs(world.app, admin);
    const logged = async () =>
      (await asAdmin<{ data: { dryRun: boolean }[] }>('/admin/retention/runs')).body.data;
    const before = (await logged()).length;
    const ran = await asAdmin<{ data: RetentionDryRun }>('/admin/retention/run', {
      method: 'POST',
    });
    expect(ran.status).toBe(201);
    expect(ran.body.data).toMatchObject({ dryRun: false, counts: { personalData: 1 } });
    expect(ran.body.data.items).toEqual([
      expect.objectContaining({
        reservationId: id,
        rule: 'personal-data',
        stay: {
          residenceName: expect.any(String) as unknown,
          checkIn: '2027-03-10',
          checkOut: '2027-03-13',
          guestName: RUI.name,
        },
      }),
    ]);
    const after = await logged();
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({ dryRun: false });
    // The review says why the data went and when: retention, on the run's day.
    const page = await apiAs(
      world.app,
      world.owner,
    )<{ data: { dataRemoval: unknown } }>(`/stays/local/${id}`);
    expect(page.body.data.dataRemoval).toEqual({
      cause: 'retention',
      at: '2028-03-15T12:00:00.000Z',
    });
    const calls = reservationCalls(id, world.owner.id);
    const said = {
      'pt-BR':
        'Os dados pessoais deste hóspede foram apagados: não há ficha para aprovar ou recusar.',
      'en-US': "This guest's personal data was erased: there is no form left to approve or refuse.",
      'es-ES':
        'Los datos personales de este huésped se borraron: no queda ficha que aprobar o rechazar.',
    };
    for (const [language, message] of Object.entries(said))
      for (const call of [calls.approve, calls.refuse]) {
        const answer = await send(world.app, world.owner, call, { 'accept-language': language });
        expect({ language, status: answer.status, body: answer.body }).toEqual({
          language,
          status: 422,
          body: expect.objectContaining({ code: 'PERSONAL_DATA_ERASED', message }) as unknown,
        });
      }
    // Nor a door code for a guest no longer known (issue 32 walk), in the caller's language.
    const code = await send(world.app, world.owner, calls.dynamicPassword, {
      'accept-language': 'es-ES',
    });
    expect({ status: code.status, body: code.body }).toEqual({
      status: 422,
      body: expect.objectContaining({
        code: 'PERSONAL_DATA_ERASED_NO_CODE',
        message:
          'Los datos personales de este huésped se borraron: la estancia ya no recibe código de puerta.',
      }) as unknown,
    });
  });
});
