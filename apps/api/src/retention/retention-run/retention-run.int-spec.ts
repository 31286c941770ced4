import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { biometricSubjectOf, keptSubjectOf, PersonalDataVault } from '@chegada/personal-data';
import { FILE_STORE, type FileStore } from '@chegada/storage';
import {
  apiAs,
  findLeftovers,
  rowsOfGuest,
  theAdmin,
  waitFor,
  type TestApp,
} from '@chegada/testing';
import { AccessLogRepository } from '../../access-log';
import { createReservation } from '../../reservations/__fixtures__';
import { aGuestFilesWorld } from '../../guest-form/__fixtures__/guest-files-world';
import {
  aJpeg,
  guestHeaders,
  putGuestForm,
} from '../../guest-form/__fixtures__/guest-form-fixtures';
import type { Host } from '../../guest-form/__fixtures__/guest-form-fixtures';
import { aCheckedGuest, checkRowsOf } from '../../guest-form/__fixtures__/check-rows';
import { RetentionClock } from '../retention-clock';
import { RetentionRun } from './retention-run';

type Guest = { name: string; email: string; cpf: string };

const LEAVING: Guest = {
  name: 'Joana Retencao',
  email: 'joana.ret@example.com',
  cpf: '52998224725',
};
const STAYING: Guest = {
  name: 'Bruno Permanece',
  email: 'bruno.perm@example.com',
  cpf: '11144477735',
};
const FUTURE: Guest = { name: 'Clara Futura', email: 'clara.fut@example.com', cpf: '39053344705' };
const needles = (guest: Guest) => [guest.name, guest.email, guest.cpf];
/** A run's counts when it removed nothing. */
const ALL_CHECKS = ['cpf_checks:main', 'identity_face_matches:main', 'identity_reviews'];
const NOTHING_REMOVED = {
  biometric: 0,
  personalData: 0,
  cancelledAccounts: 0,
  accessLogs: 0,
  keptRecords: 0,
};

/**
 * A stay with the guest's form saved, a document, liveness frames and a face descriptor, and
 * the checks' results (a CPF check, the face match's verdict, the review flag).
 */
const aStayWithEverything = async (
  app: TestApp,
  host: Host,
  guest: Guest,
  stay: { CheckIn: string; checkout: string },
): Promise<string> => {
  const id = await createReservation(app, host.member, host.residenceId, {
    guestName: guest.name,
    guestEmail: guest.email,
    ...stay,
  });
  const saved = await putGuestForm(
    app,
    `/stays/guestForm/${id}`,
    {
      data: { name: guest.name, email: guest.email, cpf: guest.cpf, submit: false },
      files: { doc_selfie: await aJpeg() },
    },
    guestHeaders(host),
  );
  if (saved.status !== 200) throw new Error(`save: ${saved.status}`);
  // What a liveness check and a face match leave (identity, issue 29), sealed as they seal it.
  const vault = app.app.get(PersonalDataVault);
  const store = app.app.get<symbol, FileStore>(FILE_STORE);
  const biometric = biometricSubjectOf(id);
  await vault.createKey(biometric);
  await store.write(`reservations/${id}/liveness/s1-0`, Readable.from([Buffer.from('frame')]));
  const descriptors = JSON.stringify(await vault.seal(biometric, { selfie: [0.1, 0.2] }));
  await sql`
    insert into identity_face_matches
        (reservation_id, guest, verdict, similarity, selfie_document_id, descriptors)
      values (${id}, 'main', 'match', 0.9, ${randomUUID()}, ${descriptors}::jsonb)`.execute(
    app.database.db,
  );
  await aCheckedGuest(app.database.db, id, 'main');
  return id;
};

describe('retention runs on a clock moved forward', () => {
  const world = aGuestFilesWorld('retention', { ROLE: 'api,projections' });
  const at = (iso: string) =>
    jest
      .spyOn(world.app.app.get(RetentionClock, { strict: false }), 'now')
      .mockReturnValue(new Date(iso));
  const retention = () => world.app.app.get(RetentionRun, { strict: false });
  const keyOf = async (subject: string) =>
    (
      await sql<{ shredded: boolean }>`
        select wrapped_key is null as shredded from personal_data_keys
         where subject_id = ${subject}`.execute(world.app.database.db)
    ).rows[0]?.shredded;
  const descriptorsOf = async (id: string) =>
    (
      await sql<{ descriptors: unknown }>`
        select descriptors from identity_face_matches where reservation_id = ${id}`.execute(
        world.app.database.db,
      )
    ).rows[0]?.descriptors;
  const listed = async (id: string) =>
    (
      await sql<{ guest_name: string | null; sensitive_data_removed: boolean }>`
        select guest_name, sensitive_data_removed from reservation_list where id = ${id}`.execute(
        world.app.database.db,
      )
    ).rows[0];
  const accessLogRows = async () =>
    Number(
      (
        await sql<{ n: string }>`select count(*) as n from access_log`.execute(
          world.app.database.db,
        )
      ).rows[0]?.n,
    );

  let leaving: string;
  let staying: string;

  beforeAll(async () => {
    // Checkout on 2026-12-23, and another stay's on 2027-06-05.
    leaving = await aStayWithEverything(world.app, world.host, LEAVING, {
      CheckIn: '2026-12-20T14:00:00-03:00',
      checkout: '2026-12-23T11:00:00-03:00',
    });
    staying = await aStayWithEverything(world.app, world.host, STAYING, {
      CheckIn: '2027-06-01T14:00:00-03:00',
      checkout: '2027-06-05T11:00:00-03:00',
    });
    await waitFor(
      () => listed(staying),
      (row) => row?.guest_name === STAYING.name,
    );
  });

  afterEach(() => jest.restoreAllMocks());

  it('finds the guests’ data everywhere before any run', async () => {
    expect(await findLeftovers(world.app, needles(LEAVING))).not.toEqual([]);
    expect(await findLeftovers(world.app, needles(STAYING))).not.toEqual([]);
    expect(world.storedFiles(leaving).length).toBeGreaterThanOrEqual(2);
  });

  it('a dry run lists what would go, to an admin only, and changes nothing', async () => {
    at('2028-01-10T12:00:00Z');
    const before = await findLeftovers(world.app, needles(LEAVING));
    const files = world.storedFiles(leaving);
    const admin = await theAdmin(world.app);
    const answer = await apiAs(world.app, admin)<{
      data: { counts: Record<string, number>; items: { reservationId: string; rule: string }[] };
    }>('/admin/retention/dry-run', { method: 'POST' });
    expect(answer.status).toBe(201);
    // Each stay named as the admin reads it: the property, the dates, the guest's name.
    expect(answer.body.data.items).toEqual([
      expect.objectContaining({
        reservationId: leaving,
        rule: 'personal-data',
        stay: {
          residenceName: 'Casa Azul',
          checkIn: '2026-12-20',
          checkOut: '2026-12-23',
          guestName: LEAVING.name,
        },
      }),
      expect.objectContaining({
        reservationId: staying,
        rule: 'biometric',
        stay: expect.objectContaining({ checkOut: '2027-06-05', guestName: STAYING.name }),
      }),
    ]);
    expect(answer.body.data.counts).toMatchObject({ personalData: 1, biometric: 1 });
    expect(answer.body.data.counts.accessLogs).toBeGreaterThan(0);
    const asHost = await apiAs(world.app, world.owner)('/admin/retention/dry-run', {
      method: 'POST',
    });
    expect(asHost.status).toBe(403);

    expect(await findLeftovers(world.app, needles(LEAVING))).toEqual(before);
    expect(world.storedFiles(leaving)).toEqual(files);
    expect(await keyOf(leaving)).toBe(false);
    expect(await keyOf(biometricSubjectOf(leaving))).toBe(false);
  });

  it('destroys biometric data 30 days after checkout, keeping the rest', async () => {
    at('2027-01-21T12:00:00Z'); // 29 days after 2026-12-23
    expect(await retention().run()).toEqual(NOTHING_REMOVED);
    at('2027-01-22T12:00:00Z'); // 30 days
    expect(await retention().run()).toMatchObject({ biometric: 1, personalData: 0 });
    expect(await keyOf(biometricSubjectOf(leaving))).toBe(true);
    expect(await descriptorsOf(leaving)).toBeNull();
    expect(world.storedFiles(leaving).some((file) => file.includes('liveness'))).toBe(false);
    // The checks' results hold no biometric data: they stay with the rest, for its period.
    expect(await checkRowsOf(world.app.database.db, leaving)).toEqual(ALL_CHECKS);
    // The documents and personal data are kept for their own period; the other stay is untouched.
    expect(await keyOf(leaving)).toBe(false);
    expect(await findLeftovers(world.app, needles(LEAVING))).not.toEqual([]);
    expect(await keyOf(biometricSubjectOf(staying))).toBe(false);
    expect(await descriptorsOf(staying)).not.toBeNull();
  });

  it('crypto-shreds documents and personal data 12 months after checkout, whatever the status', async () => {
    at('2027-12-22T12:00:00Z');
    expect(await retention().run()).toMatchObject({ personalData: 0 });
    at('2027-12-23T12:00:00Z');
    expect(await retention().run()).toMatchObject({ personalData: 1, accessLogs: 0 });

    expect(await keyOf(leaving)).toBe(true);
    expect(world.storedFiles(leaving)).toEqual([]);
    await waitFor(
      () => listed(leaving),
      (row) => row?.sensitive_data_removed === true,
    );
    expect(await findLeftovers(world.app, needles(LEAVING))).toEqual([]);
    // The checks' results, which the review says went with it (walk 59), and no other row.
    expect(await checkRowsOf(world.app.database.db, leaving)).toEqual([]);
    expect(await rowsOfGuest(world.app, leaving, 'main')).toEqual([]);
    expect(await checkRowsOf(world.app.database.db, staying)).toEqual(ALL_CHECKS);

    // Another reservation's data, documents and key remain (its biometric data went at its own
    // 30 days after its checkout of 2027-06-05).
    expect(await findLeftovers(world.app, needles(STAYING))).not.toEqual([]);
    expect(world.storedFiles(staying)).toHaveLength(1);
    expect(await keyOf(staying)).toBe(false);
    expect(await keyOf(biometricSubjectOf(staying))).toBe(true);
  });

  it('a second run on the same day removes nothing', async () => {
    at('2027-12-23T18:00:00Z');
    expect(await retention().run()).toEqual(NOTHING_REMOVED);
  });

  it('deletes access logs 6 months after they end, and logs every run with its counts', async () => {
    // The owner's sign-in of today went in the runs a year later; a guest's session on a later day:
    const log = world.app.app.get(AccessLogRepository, { strict: false });
    const session = { kind: 'guest-link', accountId: world.owner.id, guest: 'main' } as const;
    // Only this test's entries: what other tests' visits logged is theirs to count.
    await sql`delete from access_log`.execute(world.app.database.db);
    await log.record(
      { ...session, reservationId: staying, ip: '203.0.113.7' },
      new Date('2028-01-05T10:00Z'),
    );
    await log.record(
      { ...session, reservationId: staying, ip: '203.0.113.7' },
      new Date('2028-01-05T11:00Z'),
    );
    expect(await accessLogRows()).toBe(1);
    at('2028-07-04T12:00:00Z');
    expect((await retention().run()).accessLogs).toBe(0);
    expect(await accessLogRows()).toBe(1);
    at('2028-07-06T12:00:00Z');
    expect((await retention().run()).accessLogs).toBe(1);
    expect(await accessLogRows()).toBe(0);

    const admin = await theAdmin(world.app);
    const runs = await apiAs(
      world.app,
      admin,
    )<{
      data: { dryRun: boolean; finishedAt: string | null; counts: Record<string, number> }[];
    }>('/admin/retention/runs');
    expect(runs.status).toBe(200);
    expect(runs.body.data.filter((run) => run.dryRun)).toHaveLength(1);
    expect(runs.body.data.filter((run) => !run.dryRun)).toHaveLength(7);
    expect(runs.body.data[0]?.counts).toEqual({ ...NOTHING_REMOVED, accessLogs: 1 });
  });

  it('destroys what a guest’s deletion kept once its legal period ends, and nothing kept longer', async () => {
    // What a data-subject deletion keeps (the stay's identity data), under a key of its own.
    const vault = world.app.app.get(PersonalDataVault);
    const [ended, later] = [randomUUID(), randomUUID()];
    for (const [id, until] of [
      [ended, '2029-03-01T00:00:00Z'],
      [later, '2031-03-01T00:00:00Z'],
    ] as const) {
      await vault.createKey(keptSubjectOf(id));
      const record = JSON.stringify(
        await vault.seal(keptSubjectOf(id), { guests: [{ name: 'Kept Guest' }] }),
      );
      await sql`
        insert into personal_data_kept (reservation_id, account_id, record, keep_until)
          values (${id}, ${world.owner.id}, ${record}::jsonb, ${until})`.execute(
        world.app.database.db,
      );
    }
    const keptRows = async () =>
      (
        await sql<{ reservation_id: string }>`
          select reservation_id from personal_data_kept`.execute(world.app.database.db)
      ).rows.map((row) => row.reservation_id);
    at('2029-02-28T12:00:00Z');
    expect((await retention().run()).keptRecords).toBe(0);
    at('2029-03-01T12:00:00Z');
    expect((await retention().run()).keptRecords).toBe(1);
    expect(await keyOf(keptSubjectOf(ended))).toBe(true);
    expect(await keyOf(keptSubjectOf(later))).toBe(false);
    expect(await keptRows()).toEqual([later]);
    expect((await retention().run()).keptRecords).toBe(0);
  });

  it('removes everything of an account cancelled 5 years before, whatever the checkout', async () => {
    const future = await aStayWithEverything(world.app, world.host, FUTURE, {
      CheckIn: '2040-01-10T14:00:00-03:00',
      checkout: '2040-01-12T11:00:00-03:00',
    });
    await waitFor(
      () => listed(future),
      (row) => row?.guest_name === FUTURE.name,
    );
    await sql`
      insert into billing_accounts
          (owner_id, provider, customer_id, monthly_price_cents, tier_min, tier_max, cancelled_at)
        values (${world.owner.id}, 'asaas', 'cus_1', 4900, 1, 5, '2028-06-01T00:00:00Z')`.execute(
      world.app.database.db,
    );
    const db = world.app.database.db;
    await sql`
      insert into users (name, email, password_hash, role, owner_id, phone)
        values ('Sub Retencao', 'sub.retencao@example.com', 'x', 2, ${world.owner.id},
          '+5511912345678')`.execute(db);
    const owner = async () =>
      (
        await sql<{ name: string; email: string; phone: string | null; active: boolean }>`
          select name, email, phone, active from users where id = ${world.owner.id}`.execute(db)
      ).rows[0];
    const accountRows = async () =>
      (
        await sql<{ n: string }>`
          select (select count(*) from companies where owner_id = ${world.owner.id})
               + (select count(*) from residences where account_id = ${world.owner.id})
               + (select count(*) from users where owner_id = ${world.owner.id})
               + (select count(*) from retention_settings where account_id = ${world.owner.id})
               as n`.execute(db)
      ).rows[0]?.n;
    const before = await owner();
    at('2033-05-31T12:00:00Z');
    expect(await retention().run()).toMatchObject({ cancelledAccounts: 0, personalData: 0 });
    expect(await findLeftovers(world.app, needles(FUTURE))).not.toEqual([]);
    expect(await owner()).toEqual(before);
    at('2033-06-01T12:00:00Z');
    expect(await retention().run()).toMatchObject({ cancelledAccounts: 1, personalData: 1 });
    await waitFor(
      () => listed(future),
      (row) => row?.sensitive_data_removed === true,
    );
    expect(await findLeftovers(world.app, needles(FUTURE))).toEqual([]);
    expect(world.storedFiles(future)).toEqual([]);
    expect(await keyOf(biometricSubjectOf(future))).toBe(true);
    // The account's own rows: the owner's kept as an id only, with every session ended; the
    // company, the properties, the sub-users and the settings gone.
    expect(await owner()).toEqual({
      name: '',
      email: `erased-${world.owner.id}@erased.invalid`,
      phone: null,
      active: false,
    });
    expect(Number(await accountRows())).toBe(0);
    expect((await apiAs(world.app, world.owner)('/retention/settings')).status).toBe(401);
    const left = await findLeftovers(world.app, [before!.email, 'sub.retencao@example.com']);
    expect(
      left.map((leftover) => leftover.where).filter((where) => /users|companies/.test(where)),
    ).toEqual([]);
    expect(await retention().run()).toMatchObject({ cancelledAccounts: 0, personalData: 0 });
  });
});

describe('a host’s retention periods', () => {
  const world = aGuestFilesWorld('retention-settings');

  it('start at the defaults, take the host’s choice within the bounds, and refuse others by field', async () => {
    const api = apiAs(world.app, world.owner);
    expect((await api('/retention/settings')).body).toEqual({
      data: { biometricDays: 30, personalDataMonths: 12 },
    });
    const refused = await api<{ errors: { field: string; message: string }[] }>(
      '/retention/settings',
      { method: 'PUT', body: { biometricDays: 91, personalDataMonths: 0 } },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'biometricDays', message: 'Informe de 0 a 90 dias' },
      { field: 'personalDataMonths', message: 'Informe de 1 a 60 meses' },
    ]);
    for (const [body, field] of [
      [{ biometricDays: 'x', personalDataMonths: 12 }, 'biometricDays'],
      [{ biometricDays: 30, personalDataMonths: 1.5 }, 'personalDataMonths'],
      [{ biometricDays: 30, personalDataMonths: 12, forever: true }, 'forever'],
      [{ biometricDays: 30 }, 'personalDataMonths'],
    ] as const) {
      const odd = await api<{ errors: { field: string }[] }>('/retention/settings', {
        method: 'PUT',
        body,
      });
      expect([odd.status, odd.body.errors.map((error) => error.field)]).toEqual([400, [field]]);
    }
    const saved = await api('/retention/settings', {
      method: 'PUT',
      body: { biometricDays: 0, personalDataMonths: 60 },
    });
    expect(saved.status).toBe(200);
    expect((await api('/retention/settings')).body).toEqual({
      data: { biometricDays: 0, personalDataMonths: 60 },
    });
  });
});
