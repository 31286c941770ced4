import { reservationStreamId } from '@chegada/domain';
import { untilEffectsFinished, waitFor } from '@chegada/testing';
import { send } from '../../reservations/__fixtures__';
import {
  aMessagingWorld,
  aSubmittedStay,
  mailsAbout,
  setPropertyDoorCode,
} from './__fixtures__/messaging-world';

const PROPERTY_CODE = '735108';
const OWN_CODE = '482913';

/** Issue 27, major 5: a property without a smart lock has a manual door code. */
describe('the manual door code of a property without a lock (issue 27)', () => {
  const world = aMessagingWorld({ usesTTLock: false });

  beforeAll(() => setPropertyDoorCode(world, PROPERTY_CODE));

  const submittedStay = () => aSubmittedStay(world);
  const mailsOf = (id: string, subject: string) => mailsAbout(world, id, subject);
  const whatsAppsOf = (template: string, text: string) =>
    world.whatsapp.accepted.filter(
      (one) =>
        one.body.template.name === template &&
        one.body.template.components?.[0]?.parameters.some((param) => param.text === text),
    );
  const settled = (id: string) => untilEffectsFinished(world.app, reservationStreamId(id));

  it("sends the property's code by e-mail and WhatsApp at release time, the approval e-mail carrying the access instructions", async () => {
    const { id, calls } = await submittedStay();
    expect((await send(world.app, world.host.member, calls.approve)).status).toBe(200);
    const [mail] = await waitFor(
      async () => mailsOf(id, 'Your door code at Casa Azul'),
      (found) => found.length > 0,
    );
    expect(mail?.text).toContain(`Door code: ${PROPERTY_CODE}`);
    const [approval] = await waitFor(
      async () => mailsOf(id, 'Check-in approved at Casa Azul'),
      (found) => found.length > 0,
    );
    expect(approval?.text).toContain('Key box 4321 at the gate');
    await waitFor(
      async () => whatsAppsOf('chegada_door_code', PROPERTY_CODE),
      (found) => found.length > 0,
    );
  });

  it("sends the reservation's own code instead of the property's", async () => {
    const { id, calls } = await submittedStay();
    const before = whatsAppsOf('chegada_door_code', OWN_CODE).length;
    // Issue 27: a stay created without a lock answered 422 NO_LOCK here.
    expect((await send(world.app, world.host.member, calls.dynamicPassword)).status).toBe(200);
    expect((await send(world.app, world.host.member, calls.approve)).status).toBe(200);
    const [mail] = await waitFor(
      async () => mailsOf(id, 'Your door code at Casa Azul'),
      (found) => found.length > 0,
    );
    expect(mail?.text).toContain(`Door code: ${OWN_CODE}`);
    expect(mail?.text).not.toContain(PROPERTY_CODE);
    await waitFor(
      async () => whatsAppsOf('chegada_door_code', OWN_CODE),
      (found) => found.length > before,
    );
  });

  // Major 7: each status change reaches the guest by every channel, once.
  it('tells the guest of a cancellation and of its revert by e-mail and WhatsApp, and sends the code again', async () => {
    const { id, calls } = await submittedStay();
    const owner = world.host.member;
    // The peer does not know reservations: counted before and after, the tests run in turn.
    const codesBeforeApproval = whatsAppsOf('chegada_door_code', PROPERTY_CODE).length;
    expect((await send(world.app, owner, calls.approve)).status).toBe(200);
    await settled(id);
    // Delivered by the messages worker after the effect ran: waited for, then counted.
    const codeMails = await waitFor(
      async () => mailsOf(id, 'Your door code at Casa Azul'),
      (found) => found.length > 0,
    );
    expect(codeMails).toHaveLength(1);
    // The approval's code by WhatsApp is delivered by the messages worker after its effect
    // ran: counted once it is in, so that it is not taken for the revert's.
    const codesBefore = codesBeforeApproval + 1;
    await waitFor(
      async () => whatsAppsOf('chegada_door_code', PROPERTY_CODE).length,
      (now) => now >= codesBefore,
    );
    const whatsApps = (template: string) =>
      world.whatsapp.accepted.filter((one) => one.body.template.name === template).length;
    const cancelledBefore = whatsApps('chegada_reservation_cancelled');
    const revertedBefore = whatsApps('chegada_cancellation_reverted');
    // The cancellation carries no link, so nothing of the stay's id: counted by subject.
    const cancelMails = () =>
      world.smtp.received.filter((mail) => mail.subject === 'Reservation cancelled at Casa Azul')
        .length;
    const cancelMailsBefore = cancelMails();

    const arrived = (count: () => number, expected: number) =>
      waitFor(
        async () => count(),
        (now) => now >= expected,
      );

    expect((await send(world.app, owner, calls.cancel)).status).toBe(200);
    await arrived(cancelMails, cancelMailsBefore + 1);
    await arrived(() => whatsApps('chegada_reservation_cancelled'), cancelledBefore + 1);

    expect((await send(world.app, owner, calls.revert)).status).toBe(200);
    await arrived(() => mailsOf(id, 'Your reservation at Casa Azul is back on').length, 1);
    await arrived(() => whatsApps('chegada_cancellation_reverted'), revertedBefore + 1);
    await arrived(() => mailsOf(id, 'Your door code at Casa Azul').length, 2);
    await arrived(() => whatsAppsOf('chegada_door_code', PROPERTY_CODE).length, codesBefore + 1);
    // Every effect has run: nothing went twice.
    await settled(id);
    expect(cancelMails()).toBe(cancelMailsBefore + 1);
    expect(whatsApps('chegada_reservation_cancelled')).toBe(cancelledBefore + 1);
    expect(mailsOf(id, 'Your reservation at Casa Azul is back on')).toHaveLength(1);
    expect(whatsApps('chegada_cancellation_reverted')).toBe(revertedBefore + 1);
    expect(mailsOf(id, 'Your door code at Casa Azul')).toHaveLength(2);
    expect(whatsAppsOf('chegada_door_code', PROPERTY_CODE)).toHaveLength(codesBefore + 1);
  });
});

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
