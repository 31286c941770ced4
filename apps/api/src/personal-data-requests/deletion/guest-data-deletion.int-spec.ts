import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { reservationStreamId } from '@chegada/domain';
import { biometricSubjectOf } from '@chegada/personal-data';
import type {
  DeletionOutcome,
  HostDataRequestView,
  PersonalDataRemovalView,
} from '@chegada/contracts';
import {
  apiAs,
  findLeftovers,
  KEPT_NAME_COLUMN,
  leftoversBesideKeptName,
  requestJson,
  waitFor,
} from '@chegada/testing';
import { guestHeaders } from '../../guest-form/__fixtures__/guest-form-fixtures';
import { reservationCalls, send } from '../../reservations/__fixtures__';
import { dateInBrazil, personalDataKeptUntil, RetentionClock } from '../../retention';
import {
  aDataRequestsWorld,
  askAndConfirm,
  aSubmittedStay,
  guestRequests,
  JOANA,
  needlesOf,
  RUI,
} from '../__fixtures__/data-requests-world';
import { DueDeletions } from './due-deletions';

describe('a guest’s deletion, asked from their link', () => {
  const world = aDataRequestsWorld();

  const filesOf = (reservationId: string): string[] => {
    try {
      return readdirSync(join(world.filesDir, 'reservations', reservationId));
    } catch {
      return [];
    }
  };
  const keyOf = async (subject: string) =>
    (
      await sql<{ shredded_at: Date | null }>`
        select shredded_at from personal_data_keys where subject_id = ${subject}`.execute(
        world.app.database.db,
      )
    ).rows[0];
  const sentCount = async (reservationId: string, template = '%') =>
    Number(
      (
        await sql<{ count: string }>`
          select count(*) from notification_deliveries
           where reservation_id = ${reservationId} and status = 'sent'
             and template like ${template}`.execute(world.app.database.db)
      ).rows[0]?.count,
    );
  const messagesSettled = (reservationId: string) =>
    waitFor(
      () => sentCount(reservationId),
      (count) => count >= 2,
    );

  it('of a stay that is over: shreds at once what no duty keeps, and says what is kept until when', async () => {
    const id = await aSubmittedStay(world, JOANA);
    const other = await aSubmittedStay(world, RUI);
    await messagesSettled(id);
    const cancelled = await send(
      world.app,
      world.owner,
      reservationCalls(id, world.owner.id).cancel,
    );
    expect(cancelled.status).toBe(200);
    expect(filesOf(id).length).toBeGreaterThan(0);
    // The guest asked for a correction, and the host's answer quotes the CPF.
    const correction = await askAndConfirm(world, id, JOANA.email, {
      kind: 'correction',
      correction: 'O CPF certo é o do documento.',
    });
    const answered = await apiAs(world.app, world.owner)(`/data-requests/${correction.id}/answer`, {
      method: 'PUT',
      body: { answer: `Corrigido: CPF ${JOANA.cpf}.` },
    });
    expect(answered.status).toBe(200);
    // Before: the guest's name, CPF, e-mail and phone are readable somewhere (the list, …).
    const before = await findLeftovers(world.app, needlesOf(JOANA));
    const found = (value: string) =>
      before.some((each) => each.needle.replace(/\W/g, '') === value.replace(/\W/g, ''));
    for (const value of [JOANA.name, JOANA.cpf, JOANA.email, JOANA.phone])
      expect(found(value)).toBe(true);

    const request = await askAndConfirm(world, id, JOANA.email, { kind: 'deletion' });

    expect(request.status).toBe('answered');
    expect(request.deletion?.removed.sort()).toEqual(['biometric', 'contact', 'documents', 'form']);
    expect(request.deletion?.kept).toEqual([
      { part: 'identity', reason: 'retention', until: '2028-03-13T03:00:00.000Z' },
    ]);
    expect((await keyOf(id))?.shredded_at).toBeInstanceOf(Date);
    expect((await keyOf(biometricSubjectOf(id)))?.shredded_at).toBeInstanceOf(Date);
    await waitFor(
      async () => filesOf(id),
      (files) => files.length === 0,
    );
    // After: nowhere, in no table and no Redis key; the other guest's data stays.
    const after = await waitFor(
      () => leftoversBesideKeptName(world.app, needlesOf(JOANA)),
      (found) => found.length === 0,
    );
    expect(after).toEqual([]);
    // Only the kept identity record's name, which the host's list shows until keep_until.
    expect(await findLeftovers(world.app, needlesOf(JOANA))).toEqual([
      { where: KEPT_NAME_COLUMN, needle: JOANA.name },
    ]);
    expect((await findLeftovers(world.app, needlesOf(RUI))).length).toBeGreaterThan(0);
    expect(filesOf(other).length).toBeGreaterThan(0);
    // Her link's page says her data is gone, not that it waits on another device (walk 56).
    const guestPage = (reservationId: string) =>
      requestJson<{ data: { personalDataRemoved: boolean } }>(
        `${world.app.baseUrl}/api/stays/guestForm/${reservationId}`,
        { method: 'GET', headers: guestHeaders(world.host) },
      );
    expect((await guestPage(id)).body.data.personalDataRemoved).toBe(true);
    expect((await guestPage(other)).body.data.personalDataRemoved).toBe(false);
    // The guest's link lists the request with its answer; the host's screen too.
    const listed = await guestRequests(world, id);
    expect(listed.body).toEqual([
      expect.objectContaining({ id: request.id, kind: 'deletion' }),
      expect.objectContaining({ id: correction.id, correction: null, answer: null }),
    ]);
    const hosts = await apiAs(
      world.app,
      world.owner,
    )<Array<{ id: string; dueAt: string }>>('/data-requests');
    // The host finds the request by the name the identity kept holds (sealed, not in the scan
    // above), the one the review page shows (walk of issue 32).
    expect(hosts.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: request.id, guestName: JOANA.name })]),
    );
  });

  it('of a stay to come: destroys the biometric data now, keeps the rest until checkout, and completes by itself on the checkout date', async () => {
    const id = await aSubmittedStay(world, { ...JOANA, name: 'Joana Futura' });
    const other = await aSubmittedStay(world, { ...RUI, name: 'Rui Futuro' });
    // The stay was sent to FNRH: the government's register holds it under FNRH's own id.
    await sql`
      insert into fnrh_stays (reservation_id, account_id, reserva_id, guests)
      values (${id}, ${world.owner.id}, 'FNRH-778812',
              '[{"guest":"main","pessoaId":"P-1","hospedeId":"H-1"}]')`.execute(
      world.app.database.db,
    );
    const kinds = async (reservationId = id) =>
      (
        await sql<{ kind: string }>`
          select kind from guest_documents where reservation_id = ${reservationId}
           order by kind`.execute(world.app.database.db)
      ).rows.map((row) => row.kind);
    expect(await kinds()).toContain('doc_selfie');
    const filesBefore = filesOf(id).length;
    const request = await askAndConfirm(world, id, JOANA.email, { kind: 'deletion' });
    expect(request.status).toBe('open');
    expect(request.deletion?.removed).toEqual(['biometric']);
    // Checkout 2027-03-13 11:00 in Brasília; the identity data stays the host's 12 months more.
    expect(request.deletion?.kept).toEqual([
      { part: 'contact', reason: 'stayNotEnded', until: '2027-03-13T11:00:00-03:00' },
      { part: 'documents', reason: 'stayNotEnded', until: '2027-03-13T11:00:00-03:00' },
      { part: 'form', reason: 'stayNotEnded', until: '2027-03-13T11:00:00-03:00' },
      { part: 'identity', reason: 'retention', until: '2028-03-13T03:00:00.000Z' },
      { part: 'fnrh', reason: 'governmentRegister', until: null, reference: 'FNRH-778812' },
    ]);
    expect((await keyOf(biometricSubjectOf(id)))?.shredded_at).toBeInstanceOf(Date);
    expect((await keyOf(id))?.shredded_at ?? null).toBeNull();
    // The selfie is a face: it goes now; the documents the stay needs stay until it ends.
    expect(await kinds()).not.toContain('doc_selfie');
    expect(await kinds()).toContain('doc_front');
    expect(filesOf(id).length).toBe(filesBefore - 1);

    // The host never approves nor finishes the checkout: the checkout DATE decides, on a clock
    // moved forward (the retention job's).
    const clock = jest.spyOn(RetentionClock.prototype, 'now');
    const deletions = world.app.app.get(DueDeletions, { strict: false });
    try {
      clock.mockReturnValue(new Date('2027-03-12T23:30:00-03:00'));
      expect(await deletions.run()).toEqual({ completed: 0, failed: 0 });
      expect((await keyOf(id))?.shredded_at ?? null).toBeNull();

      clock.mockReturnValue(new Date('2027-03-13T00:30:00-03:00'));
      expect(await deletions.run()).toEqual({ completed: 1, failed: 0 });
      // Idempotent: the next run finds nothing left to do.
      expect(await deletions.run()).toEqual({ completed: 0, failed: 0 });
    } finally {
      clock.mockRestore();
    }
    const [done] = (await guestRequests(world, id)).body;
    // What went at once stays as told; the rest is dated beside it (walk59).
    expect(done).toMatchObject({
      id: request.id,
      status: 'answered',
      completedAt: '2027-03-13T03:30:00.000Z',
    });
    expect(done?.deletion?.removed).toEqual(['biometric']);
    expect(done?.deletion?.kept).toEqual([
      { part: 'identity', reason: 'retention', until: '2028-03-13T03:00:00.000Z' },
      { part: 'fnrh', reason: 'governmentRegister', until: null, reference: 'FNRH-778812' },
    ]);
    expect((await keyOf(id))?.shredded_at).toBeInstanceOf(Date);
    expect(await kinds()).toEqual([]);
    await waitFor(
      async () => filesOf(id),
      (files) => files.length === 0,
    );
    expect(
      await waitFor(
        () => leftoversBesideKeptName(world.app, ['Joana Futura']),
        (found) => found.length === 0,
      ),
    ).toEqual([]);
    // The other guest's stay, with no request, keeps everything.
    expect(await kinds(other)).toContain('doc_selfie');
    expect((await findLeftovers(world.app, ['Rui Futuro'])).length).toBeGreaterThan(0);
  });

  it('waiting for the stay, is carried out when the host answers once the stay is over', async () => {
    const id = await aSubmittedStay(world, { ...JOANA, name: 'Joana Depois' });
    const request = await askAndConfirm(world, id, JOANA.email, { kind: 'deletion' });
    expect(request.status).toBe('open');
    await messagesSettled(id);
    const cancel = reservationCalls(id, world.owner.id).cancel;
    expect((await send(world.app, world.owner, cancel)).status).toBe(200);
    // The guest is told of the cancellation before the host answers, as a day later would be.
    await waitFor(
      async () =>
        (
          await sql<{ status: string }>`
            select status from effect_log
             where handler = 'message-guest-cancelled'
               and stream_id = ${reservationStreamId(id)}`.execute(world.app.database.db)
        ).rows[0]?.status,
      (status) => status === 'completed',
    );
    const answered = await apiAs(world.app, world.owner)<{
      status: string;
      deletion: { removed: string[]; kept: unknown[] };
    }>(`/data-requests/${request.id}/answer`, {
      method: 'PUT',
      body: { answer: 'Your data was deleted; the guest register is kept as the law asks.' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.status).toBe('answered');
    expect(answered.body.deletion.removed.sort()).toEqual([
      'biometric',
      'contact',
      'documents',
      'form',
    ]);
    expect((await keyOf(id))?.shredded_at).toBeInstanceOf(Date);
    // The reservation list drops the name once its projection reads the removal.
    expect(
      await waitFor(
        () => leftoversBesideKeptName(world.app, ['Joana Depois']),
        (found) => found.length === 0,
      ),
    ).toEqual([]);
  });

  it('after the host finished the checkout early, says the date what is kept goes (that day plus retention)', async () => {
    const id = await aSubmittedStay(world, { ...JOANA, name: 'Joana Finalizada' });
    const preview = () =>
      requestJson<DeletionOutcome>(
        `${world.app.baseUrl}/api/stays/guestForm/${id}/data-requests/deletion-preview`,
        { method: 'GET', headers: guestHeaders(world.host) },
      );
    // Before: the stay has not ended, so contact, documents and the form wait for its checkout.
    expect((await preview()).body.kept).toContainEqual(
      expect.objectContaining({ part: 'contact', reason: 'stayNotEnded' }),
    );
    const calls = reservationCalls(id, world.owner.id);
    expect((await send(world.app, world.owner, calls.approve)).status).toBe(200);
    const leftOn = dateInBrazil(new Date());
    expect((await send(world.app, world.owner, calls.finishCheckout)).status).toBe(200);
    const after = await preview();
    expect(after.status).toBe(200);
    // The guests left today, months before the planned 2027-03-13: today plus 12 months, the
    // moment the retention job erases the stay's data.
    const until = personalDataKeptUntil(leftOn, 12).toISOString();
    expect(after.body).toEqual({
      removed: ['biometric', 'contact', 'documents', 'form'],
      kept: [{ part: 'identity', reason: 'retention', until }],
    });
  });

  it('waiting for the stay, completes when the host finishes the checkout before its date', async () => {
    const id = await aSubmittedStay(world, { ...JOANA, name: 'Joana Antecipada' });
    const request = await askAndConfirm(world, id, JOANA.email, { kind: 'deletion' });
    expect(request.status).toBe('open');
    expect(request.deletion?.kept).toContainEqual(
      expect.objectContaining({ part: 'contact', reason: 'stayNotEnded' }),
    );
    const calls = reservationCalls(id, world.owner.id);
    expect((await send(world.app, world.owner, calls.approve)).status).toBe(200);
    // The guest is told of the approval first, as they would be days before the finish.
    await waitFor(
      () => sentCount(id, 'approved'),
      (count) => count === 1,
    );
    const leftOn = dateInBrazil(new Date());
    expect((await send(world.app, world.owner, calls.finishCheckout)).status).toBe(200);
    // Today is months before the planned checkout (2027-03-13): the finish decides, and the
    // guest's page says what was removed and what is kept until when (from today).
    const done = await waitFor(
      async () => (await guestRequests(world, id)).body[0],
      (first) => first?.status === 'answered',
    );
    expect(done).toMatchObject({ id: request.id, status: 'answered' });
    const until = personalDataKeptUntil(leftOn, 12);
    // Walk59: her page read it all as "destroyed at once", with no day for the rest. What went
    // at once stays as told; the day the rest went is beside it, for her and for the host.
    expect(done?.deletion).toEqual({
      removed: ['biometric'],
      kept: [{ part: 'identity', reason: 'retention', until: until.toISOString() }],
    });
    expect(dateInBrazil(new Date(done?.completedAt ?? 0))).toBe(leftOn);
    const hosts = await apiAs(world.app, world.owner)<HostDataRequestView[]>('/data-requests');
    expect(hosts.body.find((each) => each.id === request.id)?.completedAt).toBe(done?.completedAt);
    // The review still shows her deletion carried out, with what is kept until when; walk61:
    // it said all of it went at once, where her page and the host's list say only the
    // biometric data did, and the rest at the stay's end, on its day.
    const review = await apiAs(
      world.app,
      world.owner,
    )<{ removal: PersonalDataRemovalView }>(`/stays/reservations/${id}/personal-data-removal`);
    expect(review.body.removal).toMatchObject({
      requestId: request.id,
      removed: ['biometric'],
      atStayEnd: { at: done?.completedAt },
      kept: [{ part: 'identity', reason: 'retention', until: until.toISOString() }],
    });
    expect(review.body.removal.atStayEnd?.removed.sort()).toEqual(['contact', 'documents', 'form']);
    // The kept record goes at that same moment.
    const kept = await sql<{ keep_until: Date }>`
      select keep_until from personal_data_kept where reservation_id = ${id}`.execute(
      world.app.database.db,
    );
    expect(kept.rows[0]?.keep_until).toEqual(until);
    expect((await keyOf(id))?.shredded_at).toBeInstanceOf(Date);
    expect(
      await waitFor(
        () => leftoversBesideKeptName(world.app, ['Joana Antecipada']),
        (found) => found.length === 0,
      ),
    ).toEqual([]);
  });
});
