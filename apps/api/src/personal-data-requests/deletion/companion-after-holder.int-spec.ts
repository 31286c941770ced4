import { sql } from 'kysely';
import type { HostDataRequestView } from '@chegada/contracts';
import { apiAs, eventually, findLeftovers, waitFor } from '@chegada/testing';
import { RetentionClock, RetentionRun } from '../../retention';
import {
  aDataRequestsWorld,
  askAndConfirm,
  aSubmittedStay,
  JOANA,
} from '../__fixtures__/data-requests-world';
import { ANA, ANA_TYPED } from '../__fixtures__/companions';
import { reservationCalls, send } from '../../reservations/__fixtures__';
import { DueDeletions } from './due-deletions';

type Page = { data: { form: { additionalGuests?: Array<Record<string, unknown>> } } };

// Walk55: the holder's deletion shredded the reservation's key, and with it the address Ana
// typed, so the answer to her own erasure and its completion were skipped without a word.
describe('an adult companion’s erasure after the holder’s deletion', () => {
  const world = aDataRequestsWorld();
  const api = () => apiAs(world.app, world.owner);

  const mailsToAna = (after: number, subject: RegExp) =>
    eventually(
      async () =>
        world.smtp.received
          .slice(after)
          .find(
            (mail) =>
              JSON.stringify(mail.to).includes(ANA_TYPED) && subject.test(mail.subject ?? ''),
          ),
      15_000,
      `a mail to Ana: ${subject.source}`,
    );

  /** Her request's key, once it sealed her address: shredded when her request closed. */
  const hasKeyOfHerRequest = async (requestId: string) => {
    const { rows } = await sql<{ wrapped: boolean }>`
      select wrapped_key is not null as wrapped from personal_data_keys
       where subject_id like ${`%${requestId}%`}`.execute(world.app.database.db);
    return rows.map((row) => row.wrapped);
  };

  it('still answers her at the address she confirmed, then tells her when the rest went', async () => {
    const id = await aSubmittedStay(world, JOANA, {
      form: { adults: 2, additionalGuests: [ANA], submit: false },
    });
    const additional = (await api()<Page>(`/stays/local/${id}`)).body.data.form.additionalGuests;
    const ana = String(additional?.[0]?.key);
    // The holder's deletion first: what waits for the stay's end goes before Ana's.
    await askAndConfirm(world, id, JOANA.email, { kind: 'deletion' });
    const request = await askAndConfirm(
      world,
      id,
      ANA_TYPED,
      { kind: 'deletion', email: ANA_TYPED },
      ana,
    );
    expect(await hasKeyOfHerRequest(request.id)).toEqual([true]);

    const beforeErasure = world.smtp.received.length;
    const erased = await api()<HostDataRequestView>(
      `/data-requests/${request.id}/erase-companion`,
      { method: 'POST' },
    );
    expect(erased.status).toBe(200);
    const answer = await mailsToAna(beforeErasure, /^Answer to your request/);
    expect(answer.text).toContain('we will e-mail you then to confirm it');

    const clock = jest.spyOn(RetentionClock.prototype, 'now');
    const beforeEnd = world.smtp.received.length;
    try {
      clock.mockReturnValue(new Date('2027-03-13T00:30:00-03:00'));
      const deletions = world.app.app.get(DueDeletions, { strict: false });
      expect(await deletions.run()).toEqual({ completed: 2, failed: 0 });
    } finally {
      clock.mockRestore();
    }
    const done = await mailsToAna(beforeEnd, /is complete$/);
    expect(done.text).toContain('has completed the deletion you asked for');

    // Her request closed: the key that sealed her address is gone, the address nowhere.
    expect(await hasKeyOfHerRequest(request.id)).toEqual([false]);
    expect(
      await waitFor(
        () => findLeftovers(world.app, [ANA_TYPED]),
        (found) => found.length === 0,
      ),
    ).toEqual([]);
  });

  /** A stay with Ana as a companion, and her request for a copy from her own link. */
  const anasCopyRequest = async () => {
    const id = await aSubmittedStay(world, JOANA, {
      form: { adults: 2, additionalGuests: [ANA], submit: false },
    });
    const additional = (await api()<Page>(`/stays/local/${id}`)).body.data.form.additionalGuests;
    const ana = String(additional?.[0]?.key);
    const request = await askAndConfirm(
      world,
      id,
      ANA_TYPED,
      { kind: 'copy', email: ANA_TYPED },
      ana,
    );
    return { id, request };
  };

  it('forgets the address of a request never answered with the stay’s data, and its key, at retention', async () => {
    const { request } = await anasCopyRequest();
    // Another stay, ending half a year later: its request keeps its address and key meanwhile.
    const later = await anasCopyRequest();
    const extend = reservationCalls(later.id, world.owner.id).extend;
    const dates = { CheckIn: '2027-03-10T14:00:00-03:00', checkout: '2027-09-13T11:00:00-03:00' };
    const moved = await send(world.app, world.owner, {
      ...extend,
      body: { ...extend.body, ...dates },
    });
    expect(moved.status).toBe(200);
    await waitFor(
      async () =>
        (
          await sql<{ check_out: Date }>`select check_out from reservation_list
            where id = ${later.id}`.execute(world.app.database.db)
        ).rows[0]?.check_out.toISOString(),
      (checkOut) => checkOut === '2027-09-13T14:00:00.000Z',
    );
    const hostSees = async () =>
      (await api()<HostDataRequestView[]>('/data-requests')).body.find(
        (each) => each.id === request.id,
      )?.companionEmail;
    expect(await hostSees()).toMatch(/^a.+@example\.net$/);

    // Checkout 2027-03-13 plus the default 12 months: the stay's data goes, her address too.
    const clock = jest.spyOn(RetentionClock.prototype, 'now');
    try {
      clock.mockReturnValue(new Date('2028-03-13T03:00:00.000Z'));
      await world.app.app.get(RetentionRun, { strict: false }).run();
    } finally {
      clock.mockRestore();
    }
    expect(await hostSees()).toBeNull();
    // The key that sealed it seals nothing now: destroyed with it; the other request's stays.
    expect(await hasKeyOfHerRequest(request.id)).toEqual([false]);
    expect(await hasKeyOfHerRequest(later.request.id)).toEqual([true]);
  });
});
