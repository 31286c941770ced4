import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { anOwner, apiAs, waitFor, type TestApp } from '@chegada/testing';
import { startReadModelApp, type ReadModelApp } from '../../../reservations/__fixtures__';
import { aHostWithProperty, type Host } from '../../__fixtures__/guest-form-fixtures';
import { dateIn } from '../../form-rules';

type Started = { data: { id: string; link: string } };
type Listed = { items: { id: string; guestName?: string }[]; total: number };

const daysFrom = (day: string, days: number): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe("the property's unique link: dates and repeats (issue 17)", () => {
  let read: ReadModelApp;
  let app: TestApp;
  let host: Host;
  const today = () => dateIn('America/Sao_Paulo', new Date());

  beforeAll(async () => {
    read = await startReadModelApp(new Date());
    app = read.app;
    host = await aHostWithProperty(app, await anOwner(app, 'Host'));
  });
  afterAll(() => read.close());

  // Each test from its own address: the route allows 10 starts an hour from one.
  let from = '';
  beforeEach(() => {
    from = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
  });
  const path = () => `/stays/generic/guestForm/${host.friendlyCode}/${host.residenceId}/airbnb`;
  const start = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    apiAs(app)<Started>(path(), {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': from, 'accept-language': 'pt-BR', ...headers },
    });
  const aGuest = (overrides: Record<string, unknown> = {}) => ({
    guestName: 'Ana Lima',
    guestEmail: 'ana.lima@example.com',
    checkInDate: daysFrom(today(), 10 + randomInt(300)),
    maxGuests: 2,
    language: 'pt-BR',
    ...overrides,
  });
  const withCheckout = (guest: Record<string, unknown>) => ({
    ...guest,
    checkOutDate: daysFrom(String(guest.checkInDate), 3),
  });
  /** The reservations the property has, as they are recorded before their first event. */
  const reservationsOfProperty = async (): Promise<string[]> => {
    const { rows } = await sql<{ reservation_id: string }>`
      select reservation_id from residence_reservations where residence_id = ${host.residenceId}`.execute(
      app.database.db,
    );
    return rows.map((row) => row.reservation_id);
  };

  it("refuses a check-in before the property's today on the check-in field", async () => {
    const yesterday = daysFrom(today(), -1);
    const before = await reservationsOfProperty();
    const { status, body } = await start(
      aGuest({ checkInDate: yesterday, checkOutDate: daysFrom(yesterday, 2) }),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'checkInDate', message: 'O check-in não pode ser antes de hoje' }],
    });
    expect(await reservationsOfProperty()).toEqual(before);
  });

  it("takes a stay starting on the property's today, but not one ending on its first day", async () => {
    const sameDay = await start(aGuest({ checkInDate: today(), checkOutDate: today() }));
    expect(sameDay.status).toBe(400);
    expect(sameDay.body).toMatchObject({ errors: [{ field: 'checkOutDate' }] });
    const tonight = await start(withCheckout(aGuest({ checkInDate: today() })));
    expect(tonight.status).toBe(201);
  });

  it('answers the same reservation to the same guest again, from another phone', async () => {
    const guest = withCheckout(aGuest());
    const first = await start(guest);
    expect(first.status).toBe(201);
    const before = await reservationsOfProperty();
    // Another phone: other address, other case and spacing, no idempotency key.
    from = '10.200.0.2';
    const again = await start({
      ...guest,
      guestName: '  ana   LIMA ',
      guestEmail: 'Ana.Lima@Example.com',
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await reservationsOfProperty()).toEqual(before);
  });

  it('creates one reservation for two simultaneous starts of the same guest', async () => {
    const guest = withCheckout(aGuest({ guestName: 'Bruno Dias', guestEmail: undefined }));
    const before = await reservationsOfProperty();
    const answers = await Promise.all([start(guest), start(guest), start(guest)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((answer) => answer.body.data.id));
    expect(ids.size).toBe(1);
    const after = await reservationsOfProperty();
    expect(after.filter((id) => !before.includes(id))).toEqual([...ids]);
    // The host's list shows it once.
    const [id] = [...ids];
    const owner = host.member;
    const listed = await waitFor(
      () => apiAs(app, owner)<Listed>('/stays/reservations?search=Bruno'),
      (answer) => answer.body.items.some((item) => item.id === id),
    );
    expect(listed.body.items.filter((item) => item.guestName === 'Bruno Dias')).toHaveLength(1);
  });

  it("never gives another guest's reservation: other name, e-mail or days start their own", async () => {
    const guest = withCheckout(aGuest({ guestName: 'Carla Nunes', guestPhone: '+5511987650000' }));
    const first = await start(guest);
    const others = [
      { ...guest, guestName: 'Carlos Nunes' },
      { ...guest, guestEmail: 'outra@example.com' },
      { ...guest, guestPhone: undefined },
      { ...guest, checkOutDate: daysFrom(String(guest.checkOutDate), 1) },
    ];
    const ids = [first.body.data.id];
    for (const other of others) {
      const answer = await start(other);
      expect(answer.status).toBe(201);
      ids.push(answer.body.data.id);
    }
    expect(new Set(ids).size).toBe(5);
  });

  it('replays the first answer to a retry with the same Idempotency-Key', async () => {
    const guest = withCheckout(aGuest({ guestName: 'Diego Reis' }));
    const headers = { 'idempotency-key': 'b8c0d2c6-5b3e-4a57-9a55-0e5b6f6b0a11' };
    const first = await start(guest, headers);
    const retry = await start(guest, headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.data).toEqual(first.body.data);
    const changed = await start({ ...guest, guestName: 'Diego Reis Filho' }, headers);
    expect(changed.status).toBe(422);
    expect(changed.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });
});
