import { sql } from 'kysely';
import { ReservationStatus } from '@chegada/domain';
import { biometricSubjectOf, PersonalDataVault } from '@chegada/personal-data';
import { waitFor } from '@chegada/testing';
import {
  aDataRequestsWorld,
  aSubmittedStay,
  JOANA,
  RUI,
} from '../../personal-data-requests/__fixtures__/data-requests-world';
import { reservationCalls, send } from '../../reservations/__fixtures__';
import { RetentionClock } from '../retention-clock';
import { dateInBrazil, personalDataKeptUntil } from '../retention-period';
import { RetentionRun } from './retention-run';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Noon in Brasília, `days` after the date `day`. */
const noonAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00-03:00`) + days * DAY_MS);

// The periods counted from the planned checkout even when the host finished it months before:
// the guests had left, and their data was kept that much longer (issue 32).
describe('retention of a stay whose checkout the host finished before its date', () => {
  const world = aDataRequestsWorld();
  const at = (moment: Date) => jest.spyOn(RetentionClock.prototype, 'now').mockReturnValue(moment);
  const retention = () => world.app.app.get(RetentionRun, { strict: false });
  // The app's own vault: a key its retention run shredded reads as gone at once.
  const shredded = async (subject: string) =>
    (await world.app.app.get(PersonalDataVault).keyOf(subject)) === null;
  /** What a run at `moment` erased of `stays`. */
  const erasedBy = async (moment: Date, stays: string[]) => {
    at(moment);
    const { items } = await retention().runListed();
    return items
      .filter((item) => stays.includes(item.reservationId))
      .map((item) => [item.reservationId, item.rule]);
  };

  afterEach(() => jest.restoreAllMocks());

  it('counts the biometric days and the personal data months from the day the guests left', async () => {
    // Both planned to check out on 2027-03-13; only the first is finished, today.
    const early = await aSubmittedStay(world, { ...JOANA, name: 'Joana Saiu Cedo' });
    const planned = await aSubmittedStay(world, { ...RUI, name: 'Rui Ficou' });
    const vault = world.app.app.get(PersonalDataVault);
    for (const id of [early, planned]) await vault.createKey(biometricSubjectOf(id));
    const calls = reservationCalls(early, world.owner.id);
    expect((await send(world.app, world.owner, calls.approve)).status).toBe(200);
    const leftOn = dateInBrazil(new Date());
    expect((await send(world.app, world.owner, calls.finishCheckout)).status).toBe(200);
    await waitFor(
      async () =>
        (
          await sql<{ status: number; finishes: string }>`
            select r.status, (select count(*) from audit_events a
                where a.stream_id = ${`reservation-${early}`}
                  and a.event_type = 'CheckoutFinished') as finishes
              from reservation_list r where r.id = ${early}`.execute(world.app.database.db)
        ).rows[0],
      (row) => row?.status === ReservationStatus.CHECKOUT_FINISHED && row.finishes === '1',
    );

    // 30 days (the default) after the day they left, long before the planned checkout.
    const stays = [early, planned];
    expect(await erasedBy(noonAfter(leftOn, 29), stays)).toEqual([]);
    expect(await erasedBy(noonAfter(leftOn, 30), stays)).toEqual([[early, 'biometric']]);
    expect(await shredded(biometricSubjectOf(early))).toBe(true);
    expect(await shredded(biometricSubjectOf(planned))).toBe(false);
    expect(await shredded(early)).toBe(false);

    // 12 months (the default) after that day: the moment a deletion's answer names.
    const keptUntil = personalDataKeptUntil(leftOn, 12);
    // (By then the other stay's biometric days, from its own checkout, have passed too.)
    expect(await erasedBy(new Date(keptUntil.getTime() - 1), stays)).toEqual([
      [planned, 'biometric'],
    ]);
    expect(await erasedBy(keptUntil, stays)).toEqual([[early, 'personal-data']]);
    expect(await shredded(early)).toBe(true);
    expect(await shredded(planned)).toBe(false);
  });
});
