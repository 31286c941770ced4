import { sql } from 'kysely';
import { waitFor } from '@chegada/testing';
import { aMessagingWorld } from './__fixtures__/messaging-world';
import {
  createReservation,
  reservationCalls,
  send,
  submitForm,
} from '../../reservations/__fixtures__';
import { DoorCodeSeal } from '../../locks';

const HOUR = 60 * 60 * 1000;
const PROPERTY_CODE = '735108';

/**
 * Issue 27: a property with a TTLock lock on a server without TTLock (no TTLOCK_CLIENT_ID) opens
 * as one without a lock: its manual door code reaches the guest at release time, not nothing.
 */
describe('a property with a lock on a server without TTLock', () => {
  const world = aMessagingWorld({ usesTTLock: true });

  beforeAll(async () => {
    const sealed = world.app.app.get(DoorCodeSeal).seal(world.host.residenceId, PROPERTY_CODE);
    await sql`update residences set door_code = ${sealed} where id = ${world.host.residenceId}`.execute(
      world.app.database.db,
    );
  });

  it("sends the property's manual code once the stay is approved within the release window", async () => {
    const owner = world.host.member;
    const checkIn = new Date(Date.now() + HOUR);
    const id = await createReservation(world.app, owner, world.host.residenceId, {
      language: 'en-US',
      CheckIn: checkIn.toISOString(),
      checkout: new Date(checkIn.getTime() + 72 * HOUR).toISOString(),
    });
    await submitForm(world.app, owner.id, id);
    expect((await send(world.app, owner, reservationCalls(id, owner.id).approve)).status).toBe(200);
    const [mail] = await waitFor(
      async () =>
        world.smtp.received.filter(
          (one) => one.subject === 'Your door code at Casa Azul' && one.text?.includes(id),
        ),
      (found) => found.length > 0,
    );
    expect(mail?.text).toContain(`Door code: ${PROPERTY_CODE}`);
  });
});
