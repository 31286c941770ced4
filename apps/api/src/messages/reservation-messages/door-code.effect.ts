import { createHash } from 'node:crypto';
import { accessReleaseHoursOf } from '@chegada/contracts';
import { ReservationStatus } from '@chegada/domain';
import { EffectNotDue } from '@chegada/side-effects';
import { accessReleaseOf } from '../../guest-form';
import type { LockPasscodesRepository } from '../../locks';
import type { MessageEffectDefinition } from './message-effects';
import { toGuest, whatsAppToGuest } from './message-effects';
import { snapshotParams } from './message-outbound';
import type { Outgoing } from '../delivery/outgoing';
import type { ReservationSnapshot } from './reservation-snapshot';

/** The code the guest opens the door with: the host's own, else the lock's. */
const currentCode = async (
  snapshot: ReservationSnapshot,
  locks: LockPasscodesRepository,
): Promise<string | undefined> => {
  const own = snapshot.guestForm.details.dynamicPassword;
  if (own) return own;
  if (!snapshot.reservation.hasLock) return undefined;
  const record = await locks.find(snapshot.reservation.reservationId);
  if (record?.onLock) return record.onLock.code;
  // The lock's own effect has not answered yet: try again (BullMQ's backoff). A failure is
  // the host's to solve (shown on the reservation); there is no code to send.
  if (!record?.failure) throw new Error('The lock passcode is not stored yet');
  return undefined;
};

/**
 * The door code, released to the guest the account's hours before check-in (2 unless the owner
 * chose otherwise in /u/config; issues 18 and 27): on approval the job waits in the delayed set
 * until then (EffectNotDue), and when it runs it reads the reservation as it is: still
 * approved, its current check-in (a later one moves the job again), its current code and the
 * account's current setting. E-mail and WhatsApp, in the reservation's language.
 *
 * An extension starts a job of its own, so a check-in moved earlier is met in time, and so does
 * a code the host sets by hand (update-dynamic-password, the backup when the lock fails). The messages'
 * key is the reservation's and the code's, not the event's: whichever job comes first sends a
 * code, the other finds it in the delivery log; a new code (the lock's, after new dates) goes.
 */
export const doorCodeEffect = (locks: LockPasscodesRepository): MessageEffectDefinition => ({
  // Stored in the effect log and in job ids: never rename.
  name: 'message-door-code',
  eventTypes: ['ReservationApproved', 'CheckoutExtended', 'DynamicPasswordUpdated'],
  oneAtATime: true,
  compose: async (snapshot: ReservationSnapshot) => {
    if (snapshot.reservation.status !== ReservationStatus.ENDED) return [];
    const hours = accessReleaseHoursOf(snapshot.account.settings);
    const dueAt = accessReleaseOf(snapshot.reservation, hours);
    if (Date.now() < dueAt.getTime()) throw new EffectNotDue(dueAt);
    const passcode = await currentCode(snapshot, locks);
    if (!passcode) return [];
    const { reservationId } = snapshot.reservation;
    const code = createHash('sha256').update(`${reservationId}:${passcode}`).digest('hex');
    const key = `door-code-${reservationId}-${code.slice(0, 16)}`;
    const params = snapshotParams(snapshot, {
      link: snapshot.guestLink,
      passcode,
      instructions: snapshot.residence.address,
    });
    // The code is a secret: the development outbox and any record keep it masked.
    const secrets = [passcode];
    const whatsApp: Outgoing[] = whatsAppToGuest(snapshot, key, 'door-code', params).map((item) =>
      item.channel === 'whatsapp' ? { ...item, message: { ...item.message, secrets } } : item,
    );
    return [...toGuest(snapshot, key, { template: 'door-code', params, secrets }), ...whatsApp];
  },
});
