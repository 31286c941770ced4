import { createHash } from 'node:crypto';
import { accessReleaseHoursOf } from '@chegada/contracts';
import { ReservationStatus } from '@chegada/domain';
import { EffectNotDue } from '@chegada/side-effects';
import { accessReleaseOf } from '../../guest-form';
import type { DoorCodes } from '../../locks';
import type { ReservationStreamReader } from '../../reservation-stream';
import type { MessageEffectDefinition } from './message-effect';
import { toGuest, whatsAppToGuest } from './to-guest';
import { accessInstructionsOf, snapshotParams } from './message-outbound';
import type { Outgoing } from '../../message-delivery';
import type { ReservationSnapshot } from './reservation-snapshot';

/** The stay's door code (DoorCodes' rule); the lock's not stored yet is tried again later. */
const currentCode = async (
  snapshot: ReservationSnapshot,
  doorCodes: DoorCodes,
): Promise<string | null> => {
  const door = await doorCodes.of(snapshot.reservation, snapshot.guestForm.details.dynamicPassword);
  // The lock's own effect has not answered yet: try again (BullMQ's backoff).
  if (door.pending) throw new Error('The lock passcode is not stored yet');
  return door.code;
};

/** How many cancellations of the stay were reverted: each opens a new round of the code. */
const revertsOf = async (stream: ReservationStreamReader, reservationId: string) =>
  (await stream.read(reservationId, 'left out')).filter(
    (event) => event.type === 'CancellationReverted',
  ).length;

/**
 * The door code, released to the guest the account's hours before check-in (2 unless the owner
 * chose otherwise in /u/config; issues 18 and 27): on approval the job waits in the delayed set
 * until then (EffectNotDue), and when it runs it reads the reservation as it is: still
 * approved, its current check-in (a later one moves the job again), its current code and the
 * account's current setting. E-mail and WhatsApp, in the reservation's language.
 *
 * An extension starts a job of its own, so a check-in moved earlier is met in time, and so does
 * a code the host sets by hand (update-dynamic-password) and a reverted cancellation. The code
 * is the reservation's own, else the lock's, else the property's manual one (DoorCodes). The
 * messages' key is the reservation's, the code's and the count of reverted cancellations, not
 * the event's: whichever job comes first sends a code, the other finds it in the delivery log;
 * a new code (the lock's, after new dates) goes, and so does the code after a revert.
 */
export const doorCodeEffect = (
  doorCodes: DoorCodes,
  stream: ReservationStreamReader,
): MessageEffectDefinition => ({
  // Stored in the effect log and in job ids: never rename.
  name: 'message-door-code',
  eventTypes: [
    'ReservationApproved',
    'CheckoutExtended',
    'DynamicPasswordUpdated',
    'CancellationReverted',
  ],
  oneAtATime: true,
  compose: async (snapshot: ReservationSnapshot) => {
    if (snapshot.reservation.status !== ReservationStatus.ENDED) return [];
    const hours = accessReleaseHoursOf(snapshot.account.settings);
    const dueAt = accessReleaseOf(snapshot.reservation, hours, snapshot.residence);
    if (Date.now() < dueAt.getTime()) throw new EffectNotDue(dueAt);
    const passcode = await currentCode(snapshot, doorCodes);
    if (!passcode) return [];
    const { reservationId } = snapshot.reservation;
    const code = createHash('sha256').update(`${reservationId}:${passcode}`).digest('hex');
    // After a reverted cancellation the guest, told the stay was cancelled, gets the code again.
    const round = await revertsOf(stream, reservationId);
    const key = `door-code-${reservationId}-${code.slice(0, 16)}${round ? `-r${round}` : ''}`;
    const params = snapshotParams(snapshot, {
      link: snapshot.guestLink,
      passcode,
      instructions: accessInstructionsOf(snapshot),
    });
    // The code is a secret: the development outbox and any record keep it masked.
    const secrets = [passcode];
    const whatsApp: Outgoing[] = whatsAppToGuest(snapshot, key, 'door-code', params).map((item) =>
      item.channel === 'whatsapp' ? { ...item, message: { ...item.message, secrets } } : item,
    );
    return [...toGuest(snapshot, key, { template: 'door-code', params, secrets }), ...whatsApp];
  },
});
