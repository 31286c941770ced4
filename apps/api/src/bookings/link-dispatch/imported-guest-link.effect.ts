import { Module } from '@nestjs/common';
import type { Pool } from 'pg';
import { planLinkDispatch } from '@chegada/domain';
import { NOTIFICATION_SENDER, type NotificationSender } from '@chegada/messaging';
import { EffectNotDue, type SideEffectHandler } from '@chegada/side-effects';
import { PG_POOL } from '../../infrastructure';
import {
  PaidMessages,
  PaidMessagesModule,
  guestLinkMessages,
  messageEffect,
  ReservationSnapshots,
  ReservationSnapshotsModule,
  GUEST_LINK_TEMPLATES,
  type MessageEffectDefinition,
} from '../../messages';
import { guestLinkChannelsOnCreation } from '../../settings';
import { LinkDispatchClock } from './link-dispatch-clock';
import { LinkDispatchSettings } from './link-dispatch-settings.repository';

/**
 * The guest link of a reservation an import brought (issue 30), as its property says: never by
 * itself, at once, or N days before check-in, by the channels the account's creation toggles
 * turn on that reach the guest. A job waiting for its day sits in BullMQ's delayed set
 * (EffectNotDue) and reads the reservation again when it runs: cancelled or already being
 * filled in sends nothing, a moved check-in waits for its new day. New dates and a reverted
 * cancellation start jobs of their own, so a check-in moved earlier is met in time. The key is
 * the reservation's, not the event's: whichever job comes first sends, the others find it in
 * the delivery log; a link the host sent by hand is not sent again.
 */
export const importedGuestLinkEffect = (
  settings: LinkDispatchSettings,
  clock: LinkDispatchClock,
): MessageEffectDefinition => ({
  // Stored in the effect log and in job ids: never rename.
  name: 'message-imported-guest-link',
  eventTypes: ['ReservationCreated', 'CheckoutExtended', 'CancellationReverted'],
  oneAtATime: true,
  compose: async (snapshot) => {
    const { reservationId, status, checkIn } = snapshot.reservation;
    const setting = await settings.ofImported(reservationId);
    if (!setting) return [];
    const key = `imported-guest-link-${reservationId}`;
    const { guestEmail: email, guestPhone: phone } = snapshot.guestForm.details;
    const plan = planLinkDispatch(
      setting,
      {
        status,
        checkIn,
        checkInTime: snapshot.residence.checkInTime,
        timeZone: snapshot.residence.timeZone,
        channels: guestLinkChannelsOnCreation(snapshot.account.settings, { email, phone }),
        alreadySent: await settings.sentOtherwise(reservationId, GUEST_LINK_TEMPLATES, key),
      },
      clock.now(),
    );
    if (plan.kind === 'wait') throw new EffectNotDue(plan.dueAt);
    if (plan.kind === 'skip') return [];
    return guestLinkMessages(
      snapshot,
      key,
      { email: plan.channels.includes('email'), whatsapp: plan.channels.includes('whatsapp') },
      clock.now(),
    );
  },
});

/** The effect's handler, as the side-effects list takes it. */
export const IMPORTED_GUEST_LINK_EFFECT = Symbol('IMPORTED_GUEST_LINK_EFFECT');

/** Worker and projections processes: the imported guest link's effect, built with its reads. */
@Module({
  imports: [ReservationSnapshotsModule, PaidMessagesModule],
  providers: [
    LinkDispatchSettings,
    LinkDispatchClock,
    {
      provide: IMPORTED_GUEST_LINK_EFFECT,
      inject: [
        LinkDispatchSettings,
        LinkDispatchClock,
        ReservationSnapshots,
        NOTIFICATION_SENDER,
        PG_POOL,
        PaidMessages,
      ],
      useFactory: (
        settings: LinkDispatchSettings,
        clock: LinkDispatchClock,
        snapshots: ReservationSnapshots,
        sender: NotificationSender,
        pool: Pool,
        paid: PaidMessages,
      ): SideEffectHandler =>
        messageEffect(importedGuestLinkEffect(settings, clock), snapshots, sender, pool, paid),
    },
  ],
  exports: [IMPORTED_GUEST_LINK_EFFECT],
})
export class LinkDispatchModule {}
