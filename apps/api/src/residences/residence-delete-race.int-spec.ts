import { reservationCalls, type Call, createReservation } from '../reservations/__fixtures__';
import {
  aListedReservation,
  aPropertyOwnerApp,
  aResidence,
} from './__fixtures__/residences.builder';

/**
 * A property delete right after a reservation command: this app runs no projections, so the
 * reservation list never catches up and only the events tell what is open.
 */
describe('deleting a property while the reservation list lags behind', () => {
  const host = aPropertyOwnerApp();

  const aProperty = async (): Promise<string> => {
    const created = await host.api<{ data: { id: string } }>('/residences', {
      body: aResidence({ maxGuests: 6 }),
    });
    return created.body.data.id;
  };
  const send = async ({ method, path, body }: Call): Promise<number> =>
    (await host.api(path, { method, body })).status;
  const remove = (id: string) => host.api(`/residences/${id}`, { method: 'DELETE' });

  it('keeps a property whose reservation was created a moment before', async () => {
    const residenceId = await aProperty();
    await createReservation(host.app, host.owner, residenceId);
    const deleted = await remove(residenceId);
    expect(deleted).toMatchObject({
      status: 422,
      body: { code: 'RESIDENCE_HAS_OPEN_RESERVATIONS' },
    });
    expect((await host.api(`/residences/${residenceId}`)).status).toBe(200);
  });

  it('counts every reservation created just before, as many as there are', async () => {
    const residenceId = await aProperty();
    await Promise.all([1, 2, 3].map(() => createReservation(host.app, host.owner, residenceId)));
    const deleted = await remove(residenceId);
    expect(deleted.status).toBe(422);
    expect(deleted.body).toMatchObject({ message: expect.stringContaining('3') });
  });

  it('deletes it once that reservation was cancelled, though the list never saw either', async () => {
    const residenceId = await aProperty();
    const id = await createReservation(host.app, host.owner, residenceId);
    expect(await send(reservationCalls(id, host.owner.id).cancel)).toBe(200);
    expect((await remove(residenceId)).status).toBe(204);
    expect((await host.api(`/residences/${residenceId}`)).status).toBe(404);
  });

  it('keeps it when a cancellation the list shows was reverted since', async () => {
    const residenceId = await aProperty();
    const id = await createReservation(host.app, host.owner, residenceId);
    expect(await send(reservationCalls(id, host.owner.id).cancel)).toBe(200);
    // The list as the projection left it after the cancellation (revision 1)…
    await aListedReservation(host.app, {
      accountId: host.owner.id,
      residenceId,
      id,
      status: 6,
      revision: 1,
    });
    // …and the revert it has not seen yet.
    expect(await send(reservationCalls(id, host.owner.id).revert)).toBe(200);
    expect((await remove(residenceId)).status).toBe(422);
  });

  it('answers a create that comes after the delete as for an unknown property', async () => {
    const residenceId = await aProperty();
    expect((await remove(residenceId)).status).toBe(204);
    const created = await host.api('/stays/reservations', {
      body: {
        residenceId,
        guestName: 'Maria Silva',
        CheckIn: '2026-12-20T14:00:00-03:00',
        checkout: '2026-12-23T11:00:00-03:00',
        source: 'airbnb',
        maxGuests: 2,
        language: 'pt-BR',
      },
    });
    expect(created).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });
});
