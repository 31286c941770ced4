import type { HostDataRequestView } from '@chegada/contracts';
import { apiAs } from '@chegada/testing';
import { ReservationStreamReader } from '../../reservation-stream';
import { reservationCalls, send } from '../../reservations/__fixtures__';
import {
  aDataRequestsWorld,
  askAndConfirm,
  aSubmittedStay,
  JOANA,
} from '../__fixtures__/data-requests-world';
import { ANA, ANA_TYPED, BRUNO } from '../__fixtures__/companions';

type Guest = Record<string, unknown>;
type Page = { data: { form: { additionalGuests?: Guest[] } } };

/**
 * Issue 32: an adult companion's deletion shreds her part of the reservation's event log, not
 * only what the views show. The log is append-only, so each companion's entry of every event is
 * sealed under keys of her own, which her deletion shreds; the holder's and the others' entries
 * still read.
 */
describe('a companion’s deletion shreds her entry in every event of the stay', () => {
  const world = aDataRequestsWorld();
  const api = () => apiAs(world.app, world.owner);
  const ANA_PHONE = String(ANA.phone);

  /** A stay of Joana with Ana (phone and e-mail) and Bruno; Ana asks from her own link. */
  const aStay = async (kind: 'deletion' | 'correction') => {
    const id = await aSubmittedStay(world, JOANA, {
      form: { adults: 3, additionalGuests: [ANA, BRUNO], submit: false },
      files: {},
    });
    const page = (await api()<Page>(`/stays/local/${id}`)).body.data;
    const [ana] = (page.form.additionalGuests ?? []).map((guest) => String(guest.key));
    const asked =
      kind === 'deletion'
        ? { kind, email: ANA_TYPED }
        : { kind, email: ANA_TYPED, correction: `Meu telefone certo não é ${ANA_PHONE}` };
    const request = await askAndConfirm(world, id, ANA_TYPED, asked, ana);
    return { id, ana: ana!, requestId: request.id };
  };

  /** What each event of the log says of the companions, read through the codec as views do. */
  const entriesInLog = async (id: string) => {
    const reader = world.app.app.get(ReservationStreamReader, { strict: false });
    const events = await reader.read(id, 'opened');
    return events.flatMap((event) => {
      const fields = (event.data as { fields?: { additionalGuests?: Guest[] } }).fields;
      return fields?.additionalGuests ?? [];
    });
  };
  const erase = (requestId: string) =>
    api()<HostDataRequestView>(`/data-requests/${requestId}/erase-companion`, { method: 'POST' });

  it('of a stay that is over: her entries read as her key alone; the holder’s and Bruno’s read', async () => {
    const { id, ana, requestId } = await aStay('deletion');
    const before = await entriesInLog(id);
    expect(before).toContainEqual(expect.objectContaining({ key: ana, name: ANA.name }));
    const calls = reservationCalls(id, world.owner.id);
    expect((await send(world.app, world.owner, calls.cancel)).status).toBe(200);

    expect((await erase(requestId)).status).toBe(200);

    const after = await entriesInLog(id);
    const hers = after.filter((entry) => entry.key === ana);
    expect(hers.length).toBeGreaterThan(0);
    // Nothing but who the entry was and that it was erased: no name, CPF or phone in any event.
    for (const entry of hers)
      expect(Object.keys(entry).filter((field) => !['key', 'dataErased'].includes(field))).toEqual(
        [],
      );
    expect(after.filter((entry) => entry.name === BRUNO.name)).toHaveLength(
      before.filter((entry) => entry.name === BRUNO.name).length,
    );
    const log = await world.app.app
      .get(ReservationStreamReader, { strict: false })
      .read(id, 'opened');
    expect(JSON.stringify(log)).toContain(JOANA.name);
    // The review still shows the identity the host keeps of her, from its own key.
    const page = (await api()<Page>(`/stays/local/${id}`)).body.data;
    expect(page.form.additionalGuests?.[0]).toMatchObject({ key: ana, name: ANA.name });
  });

  it('of a stay to come: her contact goes from every event at once, who she is stays', async () => {
    const { id, ana, requestId } = await aStay('deletion');
    expect(JSON.stringify(await entriesInLog(id))).toContain(ANA_PHONE);

    expect((await erase(requestId)).status).toBe(200);

    const hers = (await entriesInLog(id)).filter((entry) => entry.key === ana);
    expect(hers.length).toBeGreaterThan(0);
    for (const entry of hers) {
      expect(entry).toMatchObject({ name: ANA.name });
      expect(entry).not.toHaveProperty('phone');
      expect(entry).not.toHaveProperty('email');
    }
  });

  it('the correction she asked for reads until her deletion, then never again', async () => {
    const { id, ana, requestId } = await aStay('correction');
    const listed = async () =>
      (await api()<HostDataRequestView[]>('/data-requests')).body.find(
        (each) => each.id === requestId,
      );
    expect((await listed())?.correction).toContain(ANA_PHONE);
    const calls = reservationCalls(id, world.owner.id);
    expect((await send(world.app, world.owner, calls.cancel)).status).toBe(200);

    const deletion = await askAndConfirm(
      world,
      id,
      ANA_TYPED,
      { kind: 'deletion', email: ANA_TYPED },
      ana,
    );
    expect((await erase(deletion.id)).status).toBe(200);

    expect((await listed())?.correction).toBeNull();
  });
});
