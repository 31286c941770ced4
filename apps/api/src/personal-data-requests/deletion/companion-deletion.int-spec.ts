import { sql } from 'kysely';
import type { HostDataRequestView } from '@chegada/contracts';
import { apiAs, eventually, findLeftovers, untilEffectsFinished, waitFor } from '@chegada/testing';
import { aCheckedGuest, checkRowsOf } from '../../guest-form/__fixtures__/check-rows';
import { aJpeg } from '../../guest-form/__fixtures__/guest-form-fixtures';
import { LivenessFrames } from '../../identity';
import { reservationCalls, send } from '../../reservations/__fixtures__';
import { RetentionClock } from '../../retention';
import {
  aDataRequestsWorld,
  askAndConfirm,
  aSubmittedStay,
  JOANA,
  needlesOf,
} from '../__fixtures__/data-requests-world';
import { ANA, ANA_TYPED, BRUNO, livenessChecksOf } from '../__fixtures__/companions';
import { DueDeletions } from './due-deletions';

type Guest = Record<string, unknown>;
type Page = { data: { form: { name?: string; cpf?: string; additionalGuests?: Guest[] } } };
type Documents = { items: Array<{ guest: string; kind: string }> };

const TYPED = ANA_TYPED;

describe('an adult companion’s deletion, asked from their own link and carried out by the host', () => {
  const world = aDataRequestsWorld();
  const api = () => apiAs(world.app, world.owner);
  const page = async (id: string) => (await api()<Page>(`/stays/local/${id}`)).body.data;
  const files = async (id: string) =>
    (await api()<Documents>(`/stays/reservations/${id}/documents`)).body.items;
  const rowsOf = async (table: string, id: string) =>
    (
      await sql<{ guest: string }>`select guest from ${sql.table(table)}
        where reservation_id = ${id}`.execute(world.app.database.db)
    ).rows.map((row) => row.guest);

  /** A stay of Joana with Ana and Bruno, each with their document, Ana's selfie, CPF checks. */
  const aStayOfThree = async () => {
    const id = await aSubmittedStay(world, JOANA, {
      form: { adults: 3, additionalGuests: [ANA, BRUNO], submit: false },
      files: {
        guest_0_doc_front: await aJpeg('ana.jpg'),
        guest_0_doc_selfie: await aJpeg('ana-selfie.jpg'),
        guest_1_doc_front: await aJpeg('bruno.jpg'),
      },
    });
    const additional = (await page(id)).form.additionalGuests ?? [];
    const [ana, bruno] = additional.map((guest) => String(guest.key));
    for (const guest of ['main', ana!, bruno!])
      await sql`
        insert into cpf_checks (reservation_id, guest, subject, status, situation, checked_at)
          values (${id}, ${guest}, 'seeded', 'checked', 'regular', now())
          on conflict (reservation_id, guest) do nothing`.execute(world.app.database.db);
    const request = await askAndConfirm(world, id, TYPED, { kind: 'deletion', email: TYPED }, ana);
    // Nothing goes before the host, who knows her, confirms it is her.
    expect(request.status).toBe('open');
    expect((await files(id)).filter((file) => file.guest === ana)).toHaveLength(2);
    return { id, ana: ana!, bruno: bruno!, requestId: request.id };
  };

  /** The mail to the address Ana confirmed, after the first `after` messages. */
  const mailToAna = (after: number) =>
    eventually(
      async () =>
        world.smtp.received
          .slice(after)
          .find(
            (mail) => JSON.stringify(mail.to).includes(TYPED) && !/code/i.test(mail.subject ?? ''),
          ),
      15_000,
      'the answer to Ana',
    );

  const stayRemoval = async (id: string) =>
    (await api()<{ removal: unknown }>(`/stays/reservations/${id}/personal-data-removal`)).body
      .removal;

  const erase = (requestId: string) =>
    api()<HostDataRequestView>(`/data-requests/${requestId}/erase-companion`, { method: 'POST' });

  const anasNeedles = [
    ...Object.values(ANA).filter((v) => v !== ANA.birthDate),
    '39053344705',
    TYPED,
  ];

  it('of a stay that is over: her entry, files, CPF check and every copy go; her identity is kept; the others stay', async () => {
    const { id, ana, bruno, requestId } = await aStayOfThree();
    const calls = reservationCalls(id, world.owner.id);
    expect((await send(world.app, world.owner, calls.cancel)).status).toBe(200);

    const mailed = world.smtp.received.length;
    const erased = await erase(requestId);

    expect(erased.status).toBe(200);
    // Told at the address she confirmed, before it went with the rest of her data.
    expect((await mailToAna(mailed)).text).toContain(
      'Destroyed at once: biometric data (selfie and liveness check), contact data, documents sent',
    );
    // Whose it was: the review page marks her part by it (issue 32 walk).
    expect(erased.body).toMatchObject({ status: 'answered', companionEmail: null, guest: ana });
    expect(erased.body.deletion).toEqual({
      removed: ['biometric', 'contact', 'documents', 'form'],
      kept: [{ part: 'identity', reason: 'retention', until: '2028-03-13T03:00:00.000Z' }],
    });
    const form = (await page(id)).form;
    // The holder and Bruno as they were; of Ana, the identity the host keeps for the register,
    // as after the holder's own deletion (walk57 saw it there and not here), and no contact.
    expect(form.name).toBe(JOANA.name);
    expect(form.additionalGuests).toEqual([
      expect.objectContaining({ key: ana, dataErased: true, name: ANA.name, cpf: '39053344705' }),
      expect.objectContaining({ name: BRUNO.name }),
    ]);
    expect(form.additionalGuests?.[0]).not.toHaveProperty('phone');
    expect(form.additionalGuests?.[0]).not.toHaveProperty('email');
    expect((await files(id)).map((file) => file.guest).sort()).not.toContain(ana);
    // Her checks went with her: nothing of hers is left for the host to review (issue 32 walk).
    const checks = await api()<{ guests: Array<{ guest: string; needsReview: boolean }> }>(
      `/stays/reservations/${id}/identity-checks`,
    );
    expect(checks.body.guests.find((check) => check.guest === ana)?.needsReview).toBe(false);
    expect((await files(id)).some((file) => file.guest === bruno)).toBe(true);
    expect((await rowsOf('cpf_checks', id)).sort()).toEqual(['main', bruno].sort());
    // Ana's name, CPF, phone and the address she typed are in no column and no Redis key.
    expect(
      await waitFor(
        () => findLeftovers(world.app, anasNeedles),
        (found) => found.length === 0,
      ),
    ).toEqual([]);
    // The holder's are where they were.
    expect((await findLeftovers(world.app, needlesOf(JOANA))).length).toBeGreaterThan(0);
    // Answered: a second press finds nothing to erase.
    expect((await erase(requestId)).status).toBe(404);
  });

  // Walk 56: once the holder's own deletion emptied the form, Ana's kept identity was read back
  // as an entry like any other, and her review card said her erasure was still under way.
  it('after it, the holder’s own deletion leaves her erased at her request, her identity kept as such', async () => {
    const { id, ana, requestId } = await aStayOfThree();
    const calls = reservationCalls(id, world.owner.id);
    expect((await send(world.app, world.owner, calls.cancel)).status).toBe(200);
    expect((await erase(requestId)).status).toBe(200);

    await askAndConfirm(world, id, JOANA.email, { kind: 'deletion' });

    const form = (await page(id)).form;
    expect(form.name).toBeUndefined();
    expect(form.additionalGuests).toEqual([
      expect.objectContaining({ key: ana, dataErased: true, name: ANA.name, cpf: '39053344705' }),
      expect.objectContaining({ name: BRUNO.name }),
    ]);
    expect(form.additionalGuests?.[0]).not.toHaveProperty('phone');
    expect(form.additionalGuests?.[1]).not.toHaveProperty('dataErased');
  });

  it('of a stay to come: her selfie at once, the rest when the stay ends', async () => {
    const { id, ana, bruno, requestId } = await aStayOfThree();
    // Ana's and Joana's liveness checks, their frames under the reservation's biometric key.
    const frames = world.app.app.get(LivenessFrames, { strict: false });
    const sessions = await livenessChecksOf(world, id, [ana, 'main']);
    const db = world.app.database.db;
    await untilEffectsFinished(world.app, null);
    await aCheckedGuest(db, id, ana);
    await aCheckedGuest(db, id, 'main');

    const asked = Date.now();
    const mailed = world.smtp.received.length;
    const erased = await erase(requestId);

    expect(erased.status).toBe(200);
    // One action: the erasure is the host's answer (issue 32 walk), what waits for the stay's
    // end included; Ana hears what went and what is kept, in the language she asked in.
    expect(erased.body).toMatchObject({ status: 'answered', answer: null });
    expect(Date.parse(erased.body.answeredAt ?? '')).toBeGreaterThanOrEqual(asked);
    const mail = await mailToAna(mailed);
    const company = mail.from?.value[0]?.name ?? '';
    expect(company).not.toBe('');
    expect(mail.subject).toBe(`Answer to your request about your data at ${company} (Casa Azul)`);
    expect(mail.text).toContain(`${company} answered your request (Deletion) about your stay at`);
    expect(mail.text).toContain(
      'Destroyed at once: only the biometric data (selfie and liveness check) and contact data sent until then',
    );
    expect(mail.text).toContain('documents sent');
    // What happens at the stay's end, on its day, and that she will hear when it is done.
    expect(mail.text).toMatch(
      /On \w+ \d+, \d{4}, when the stay ends, your documents and the rest of your check-in data will be erased too; we will e-mail you then to confirm it\./,
    );
    // When the host carried it out: the review page dates her erased selfie by it.
    expect(Date.parse(erased.body.erasedAt ?? '')).toBeGreaterThanOrEqual(asked);
    // Her frames and descriptor went one by one; Joana's stay, still readable.
    expect(await frames.open(id, sessions[ana]!, 0)).toBeNull();
    expect(String(await frames.open(id, sessions.main!, 0))).toBe('frame of main');
    const { rows: checks } = await sql<{ guest: string; descriptor: unknown; frames: number }>`
      select guest, descriptor, frames from identity_liveness_sessions
       where reservation_id = ${id}`.execute(world.app.database.db);
    expect(checks).toHaveLength(2);
    expect(checks).toEqual(
      expect.arrayContaining([
        { guest: ana, descriptor: null, frames: 0 },
        { guest: 'main', descriptor: 'sealed', frames: 1 },
      ]),
    );
    expect(erased.body.deletion?.removed).toEqual(['biometric', 'contact']);
    expect(erased.body.completedAt).toBeNull();
    // Her face match's verdict was drawn from her face: it went with it, as a holder's does;
    // her CPF check waits for the stay's end with the rest.
    expect((await checkRowsOf(db, id)).sort()).toEqual(
      [
        `cpf_checks:${ana}`,
        `cpf_checks:${bruno}`,
        'cpf_checks:main',
        'identity_face_matches:main',
        'identity_reviews',
      ].sort(),
    );
    // Hers, not the stay's: the review's "Personal data removed" section is not shown for it.
    expect(await stayRemoval(id)).toBeNull();
    expect(erased.body.deletion?.kept).not.toContainEqual(
      expect.objectContaining({ part: 'contact' }),
    );
    expect(erased.body.deletion?.kept).toContainEqual(
      expect.objectContaining({ part: 'documents', reason: 'stayNotEnded' }),
    );
    const anas = (await files(id)).filter((file) => file.guest === ana);
    expect(anas.map((file) => file.kind)).toEqual(['doc_front']);
    // Who she is stays for the stay (the host's register, FNRH); not her phone.
    const hers = (await page(id)).form.additionalGuests?.[0];
    expect(hers).toMatchObject({ name: ANA.name });
    expect(hers).not.toHaveProperty('phone');

    // Bruno asks too, but the host has not confirmed it is him: his request must wait.
    await askAndConfirm(
      world,
      id,
      'bruno@example.net',
      { kind: 'deletion', email: 'bruno@example.net' },
      bruno,
    );

    // The checkout DATE comes (the host never finishes it): the rest goes by itself, on the
    // deletions job's clock moved forward.
    const clock = jest.spyOn(RetentionClock.prototype, 'now');
    const beforeEnd = world.smtp.received.length;
    try {
      clock.mockReturnValue(new Date('2027-03-13T00:30:00-03:00'));
      const deletions = world.app.app.get(DueDeletions, { strict: false });
      expect(await deletions.run()).toEqual({ completed: 1, failed: 0 });
      expect(await deletions.run()).toEqual({ completed: 0, failed: 0 });
    } finally {
      clock.mockRestore();
    }
    const listed = (await api()<HostDataRequestView[]>('/data-requests')).body.find(
      (each) => each.id === requestId,
    );
    expect(listed?.status).toBe('answered');
    // What went at once stays as answered; what is kept reads as it stands now, as on her page
    // (walk58), and the rest's erasure is dated beside it (issue 32 walk).
    expect(listed?.deletion?.removed).toEqual(erased.body.deletion?.removed);
    expect(listed?.deletion?.kept).toEqual(
      erased.body.deletion?.kept.filter(({ reason }) => reason !== 'stayNotEnded'),
    );
    expect(Date.parse(listed?.completedAt ?? '')).toBe(Date.parse('2027-03-13T00:30:00-03:00'));
    // She is told once the rest went (LGPD art. 18 VI, 19), at the address she confirmed.
    const done = await mailToAna(beforeEnd);
    expect(done.subject).toBe(`Your data deletion at ${company} is complete`);
    expect(done.text).toContain(`${company} has completed the deletion you asked for`);
    expect(done.text).toContain('documents sent');
    expect(
      world.smtp.received.filter(
        (one) => one.subject === done.subject && JSON.stringify(one.to).includes(TYPED),
      ),
    ).toHaveLength(1);
    expect(await stayRemoval(id)).toBeNull();
    expect((await page(id)).form.additionalGuests?.[0]).toEqual({
      key: ana,
      dataErased: true,
      name: ANA.name,
      cpf: '39053344705',
      birthDate: ANA.birthDate,
    });
    expect((await files(id)).filter((file) => file.guest === ana)).toEqual([]);
    // Nor the holder's data nor Bruno's went with it.
    expect((await page(id)).form.name).toBe(JOANA.name);
    expect((await page(id)).form.additionalGuests?.[1]).toMatchObject({ name: BRUNO.name });
  });

  it('answered without erasing (it was not her), removes nothing, neither hers nor the holder’s', async () => {
    const { id, ana, requestId } = await aStayOfThree();
    const calls = reservationCalls(id, world.owner.id);
    expect((await send(world.app, world.owner, calls.cancel)).status).toBe(200);

    const answered = await api()<HostDataRequestView>(`/data-requests/${requestId}/answer`, {
      method: 'PUT',
      body: { answer: 'We could not confirm it was you.' },
    });

    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: 'answered', deletion: null });
    const form = (await page(id)).form;
    expect(form.name).toBe(JOANA.name);
    expect(form.additionalGuests?.[0]).toMatchObject({ key: ana, name: ANA.name });
    expect((await files(id)).filter((file) => file.guest === ana)).toHaveLength(2);
  });
});
