import type { HostDataRequestView } from '@chegada/contracts';
import { apiAs } from '@chegada/testing';
import { RetentionClock } from '../../retention';
import { aDataRequestsWorld, askAndConfirm, JOANA } from '../__fixtures__/data-requests-world';
import { ANA, ANA_TYPED, aStayWithCompanions, BRUNO } from '../__fixtures__/companions';
import { DueDeletions } from '../deletion/due-deletions';

// Walk of issue 32: once the erasures were done, the host's list titled a companion's requests
// "… · data deleted", so the host could not tell which companion had asked.
describe('the host’s list names the companion who asked, after the erasures', () => {
  const world = aDataRequestsWorld();
  const api = () => apiAs(world.app, world.owner);

  it('by the name the host keeps of her, and her place on the form', async () => {
    const { id, keys } = await aStayWithCompanions(world, [BRUNO, ANA]);
    const ana = keys[1]!;
    await askAndConfirm(world, id, JOANA.email, { kind: 'deletion' });
    // Ana asks, from her own link, for her deletion and for her copy.
    const [erasure, copy] = await ['deletion' as const, 'copy' as const].reduce(
      async (asked, kind) => [
        ...(await asked),
        await askAndConfirm(world, id, ANA_TYPED, { kind, email: ANA_TYPED }, ana),
      ],
      Promise.resolve([] as Awaited<ReturnType<typeof askAndConfirm>>[]),
    );
    expect(
      (await api()(`/data-requests/${erasure!.id}/erase-companion`, { method: 'POST' })).status,
    ).toBe(200);

    // The checkout date comes: the holder's deletion and the rest of Ana's complete.
    const clock = jest.spyOn(RetentionClock.prototype, 'now');
    try {
      clock.mockReturnValue(new Date('2027-03-13T00:30:00-03:00'));
      await world.app.app.get(DueDeletions, { strict: false }).run();
    } finally {
      clock.mockRestore();
    }

    const list = (await api()<HostDataRequestView[]>('/data-requests')).body;
    const hers = list.filter((each) => [erasure!.id, copy!.id].includes(each.id));
    expect(
      hers.map(({ guestName, companion, companionPlace }) => ({
        guestName,
        companion,
        companionPlace,
      })),
    ).toEqual([
      { guestName: ANA.name, companion: true, companionPlace: 2 },
      { guestName: ANA.name, companion: true, companionPlace: 2 },
    ]);
    // The holder's own request still by her kept name.
    expect(list.find((each) => each.guest === 'main')?.guestName).toBe(JOANA.name);
  });
});
