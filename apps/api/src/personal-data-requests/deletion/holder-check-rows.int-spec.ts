import { rowsOfGuest } from '@chegada/testing';
import {
  aCheckedGuest,
  checkRowsOf,
  checksSettled,
} from '../../guest-form/__fixtures__/check-rows';
import { reservationCalls, send } from '../../reservations/__fixtures__';
import { RetentionClock } from '../../retention';
import { ANA, aStayWithCompanions } from '../__fixtures__/companions';
import {
  aDataRequestsWorld,
  askAndConfirm,
  aSubmittedStay,
  JOANA,
  RUI,
} from '../__fixtures__/data-requests-world';
import { DueDeletions } from './due-deletions';

// The review page tells the host that the checks' results went with the holder's personal
// data (walk 59): the rows that hold them go as the product tells her, the face match with
// her biometric data, the CPF check and the review flag with the rest.
describe('a holder’s deletion and the identity checks’ rows', () => {
  const world = aDataRequestsWorld();
  const db = () => world.app.database.db;
  const aCheckedStay = async (name: string, more: Parameters<typeof aSubmittedStay>[2] = {}) => {
    const id = await aSubmittedStay(world, { ...JOANA, name }, more);
    await checksSettled(db(), id);
    await aCheckedGuest(db(), id, 'main');
    return id;
  };

  it('of a stay to come: the face match goes at once, the CPF check and the review flag at the checkout', async () => {
    const id = await aCheckedStay('Joana Checada');
    const other = await aCheckedStay(RUI.name);
    const untouched = await checkRowsOf(db(), other);
    expect(untouched).toEqual([
      'cpf_checks:main',
      'identity_face_matches:main',
      'identity_reviews',
    ]);

    const request = await askAndConfirm(world, id, JOANA.email, { kind: 'deletion' });
    expect(request.status).toBe('open');
    expect(await checkRowsOf(db(), id)).toEqual(['cpf_checks:main', 'identity_reviews']);

    const clock = jest.spyOn(RetentionClock.prototype, 'now');
    try {
      clock.mockReturnValue(new Date('2027-03-13T00:30:00-03:00'));
      const deletions = world.app.app.get(DueDeletions, { strict: false });
      expect(await deletions.run()).toEqual({ completed: 1, failed: 0 });
    } finally {
      clock.mockRestore();
    }
    expect(await checkRowsOf(db(), id)).toEqual([]);
    expect(await rowsOfGuest(world.app, id, 'main')).toEqual([]);
    // Another reservation's checks stay as they were.
    expect(await checkRowsOf(db(), other)).toEqual(untouched);
  });

  it('of a stay that is over: the holder’s rows go, the adult companion’s she keeps stay', async () => {
    const { id, keys } = await aStayWithCompanions(world, [ANA]);
    const [ana = ''] = keys;
    await aCheckedGuest(db(), id, 'main');
    await aCheckedGuest(db(), id, ana);
    const cancel = reservationCalls(id, world.owner.id).cancel;
    expect((await send(world.app, world.owner, cancel)).status).toBe(200);

    const request = await askAndConfirm(world, id, JOANA.email, { kind: 'deletion' });
    expect(request.status).toBe('answered');

    expect(await rowsOfGuest(world.app, id, 'main')).toEqual([]);
    expect(await checkRowsOf(db(), id)).toEqual([
      `cpf_checks:${ana}`,
      `identity_face_matches:${ana}`,
    ]);
  });
});
