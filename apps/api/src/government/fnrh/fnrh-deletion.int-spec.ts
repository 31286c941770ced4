import type { ReservationFnrh } from '@chegada/contracts';
import { apiAs, waitFor } from '@chegada/testing';
import {
  askAndConfirm,
  aSubmittedStay,
  guestRequests,
  JOANA,
  RUI,
} from '../../personal-data-requests/__fixtures__/data-requests-world';
import { DueDeletions } from '../../personal-data-requests';
import { reservationCalls, send } from '../../reservations/__fixtures__';
import { RetentionClock } from '../../retention';
import { aFnrhDataRequestsWorld } from '../__fixtures__/fnrh-data-requests-world';
import { FNRH_OPT_IN } from '../__fixtures__/fnrh-peer';
import { FnrhClock } from './fnrh-clock';

// Walk of issue 32: a guest's deletion asked before her stay completed at its checkout date and
// FNRH was told the stay, which took place, was cancelled. Through the real worker, against the
// local FNRH, on a clock moved past the checkout (the retention job's and FNRH's).
describe('FNRH and a deletion that waited for the stay', () => {
  const { fnrh, world } = aFnrhDataRequestsWorld();

  const host = () => apiAs(world.app, world.owner);
  const fnrhOf = (id: string) => host()<ReservationFnrh>(`/stays/reservations/${id}/fnrh`);

  /** A stay sent by its guest (2027-03-10 to 13), approved, once FNRH holds its guest. */
  const registered = async (guest: typeof JOANA) => {
    const id = await aSubmittedStay(world, guest, {
      form: { gender: 'woman', transport: 'plane' },
    });
    expect(
      (await send(world.app, world.owner, reservationCalls(id, world.owner.id).approve)).status,
    ).toBe(200);
    await waitFor(
      async () => (await fnrhOf(id)).body.stay,
      (stay) => stay?.guests.length === 1 || stay?.failure != null,
    );
    expect(fnrh.reservationNumbered(id)?.situacao).toBe('CRIADA');
    return id;
  };

  const callsOf = (id: string) => {
    const reservaId = fnrh.reservationNumbered(id)!.reserva_id;
    return fnrh.calls.map(({ call }) => call).filter((call) => call.includes(`/${reservaId}/`));
  };

  it('sends the checkout of the stay, never a cancellation; a cancelled stay is still cancelled', async () => {
    const settings = await host()('/fnrh/settings', {
      method: 'PUT',
      body: FNRH_OPT_IN,
    });
    expect(settings.status).toBe(200);
    const id = await registered({ ...JOANA, name: 'Joana Registrada' });
    const request = await askAndConfirm(world, id, JOANA.email, { kind: 'deletion' });
    expect(request.status).toBe('open');

    // Past the checkout (2027-03-13 11:00 in Brasília), for the deletions' job and for FNRH.
    const now = new Date('2027-03-13T12:30:00-03:00');
    const retention = jest.spyOn(RetentionClock.prototype, 'now').mockReturnValue(now);
    const fnrhClock = jest
      .spyOn(world.app.app.get(FnrhClock, { strict: false }), 'now')
      .mockReturnValue(now);
    try {
      const deletions = world.app.app.get(DueDeletions, { strict: false });
      expect(await deletions.run()).toEqual({ completed: 1, failed: 0 });
      const answer = await waitFor(
        async () => (await fnrhOf(id)).body.stay,
        (stay) => stay?.checkedOutAt != null || stay?.cancelledAt != null || stay?.failure != null,
      );
      expect(answer).toMatchObject({
        checkedInAt: '2027-03-10T17:00:00.000Z',
        // The stay's own checkout (11:00 in Brasília), not the deletion job's moment.
        checkedOutAt: '2027-03-13T14:00:00.000Z',
        cancelledAt: null,
        failure: null,
      });
    } finally {
      retention.mockRestore();
      fnrhClock.mockRestore();
    }
    expect(fnrh.reservationNumbered(id)).toMatchObject({
      situacao: 'FINALIZADA',
      checkin_em: '2027-03-10T17:00:00.000Z',
      checkout_em: '2027-03-13T14:00:00.000Z',
    });
    expect(callsOf(id).some((call) => call.endsWith('/cancelar'))).toBe(false);
    // The guest's answer names the FNRH record as kept.
    const [done] = (await guestRequests(world, id)).body;
    expect(done?.status).toBe('answered');
    expect(done?.deletion?.kept).toContainEqual(
      expect.objectContaining({ part: 'fnrh', reason: 'governmentRegister' }),
    );

    // Another stay, really cancelled by its host: FNRH cancels it.
    const other = await registered({ ...RUI, name: 'Rui Cancelado' });
    const calls = reservationCalls(other, world.owner.id);
    expect((await send(world.app, world.owner, calls.cancel)).status).toBe(200);
    await waitFor(
      async () => (await fnrhOf(other)).body.stay?.cancelledAt,
      (at) => at != null,
    );
    expect(fnrh.reservationNumbered(other)?.situacao).toBe('CANCELADA');
    expect(callsOf(other).filter((call) => call.endsWith('/cancelar'))).toHaveLength(1);
  });

  it("sends the stay's own checkout when the guest's deletion of a stay already over finishes it at once", async () => {
    const id = await registered({ ...JOANA, name: 'Joana Passada' });
    // The host moves the approved stay into the past (20–25 November 2026), as a walker did.
    const moved = await host()('/stays/extendCheckoutForm', {
      method: 'PUT',
      body: {
        id,
        CheckIn: '2026-11-20T14:00:00-03:00',
        checkout: '2026-11-25T11:00:00-03:00',
        confirm: true,
      },
    });
    expect(moved.status).toBe(200);
    // Confirmed by the guest: the stay is over, so the deletion finishes it there and then.
    const request = await askAndConfirm(world, id, JOANA.email, { kind: 'deletion' });
    expect(request.status).toBe('answered');
    const told = await waitFor(
      async () => (await fnrhOf(id)).body.stay,
      (stay) => stay?.checkedOutAt != null || stay?.failure != null,
    );
    // The stay's own checkout (11:00 in Brasília on the 25th), not the moment it was confirmed.
    expect(told).toMatchObject({ checkedOutAt: '2026-11-25T14:00:00.000Z', failure: null });
    expect(fnrh.reservationNumbered(id)).toMatchObject({
      situacao: 'FINALIZADA',
      checkout_em: '2026-11-25T14:00:00.000Z',
    });
  });
});
