import { waitFor } from '@chegada/testing';
import {
  aMessagingWorld,
  aSubmittedStay,
  mailsAbout,
  setPropertyDoorCode,
} from './__fixtures__/messaging-world';
import { send } from '../../reservations/__fixtures__';
const PROPERTY_CODE = '735108';

/**
 * Issue 27: a property with a TTLock lock on a server without TTLock (no TTLOCK_CLIENT_ID) opens
 * as one without a lock: its manual door code reaches the guest at release time, not nothing.
 */
describe('a property with a lock on a server without TTLock', () => {
  const world = aMessagingWorld({ usesTTLock: true });

  beforeAll(() => setPropertyDoorCode(world, PROPERTY_CODE));

  it("sends the property's manual code once the stay is approved within the release window", async () => {
    const { id, calls } = await aSubmittedStay(world);
    expect((await send(world.app, world.host.member, calls.approve)).status).toBe(200);
    const [mail] = await waitFor(
      async () => mailsAbout(world, id, 'Your door code at Casa Azul'),
      (found) => found.length > 0,
    );
    expect(mail?.text).toContain(`Door code: ${PROPERTY_CODE}`);
  });
});
