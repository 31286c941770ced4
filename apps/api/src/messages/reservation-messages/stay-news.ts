import type { CheckoutExtended } from '@chegada/domain';
import { ReservationStatus } from '@chegada/domain';
import { localTime } from './reservation-snapshot';
import { snapshotParams } from './message-outbound';
import type { MessageEffectDefinition } from './message-effect';
import { toGuestEverywhere } from './to-guest';

/**
 * Whether the guest of an imported reservation still waited for their link at `at` (issue 30):
 * none had gone by any channel. A typed reservation's guest is taken to have it (the host shares it).
 */
export type LinkPending = (reservationId: string, at: Date) => Promise<boolean>;

/**
 * New dates, told to the guest by every channel, once the guest has their link: an import's
 * dates that change before its link goes tell nothing, and the link, when it goes, reads the
 * reservation then and carries the current dates.
 */
const checkoutExtendedEffect: MessageEffectDefinition = {
  name: 'message-checkout-extended',
  eventTypes: ['CheckoutExtended'],
  compose: (snapshot, event, key) => {
    const dates = event.data as CheckoutExtended['data'];
    return toGuestEverywhere(
      snapshot,
      key,
      'checkout-extended',
      snapshotParams(snapshot, {
        checkIn: localTime(dates.checkIn, snapshot, snapshot.residence.checkInTime),
        checkOut: localTime(dates.checkOut, snapshot, snapshot.residence.checkOutTime),
      }),
    );
  },
};

/**
 * What an imported stay's guest hears of only once they have their link (issue 30): a stay
 * Chegada never wrote to them about is not cancelled, restored or moved by message either.
 */
const stayNewsEffects: MessageEffectDefinition[] = [
  {
    name: 'message-guest-cancelled',
    eventTypes: ['ReservationCancelled'],
    compose: (snapshot, _event, key) =>
      toGuestEverywhere(snapshot, key, 'cancelled', snapshotParams(snapshot)),
  },
  {
    // The door code goes again by its own effect (message-door-code), at release time.
    name: 'message-cancellation-reverted',
    eventTypes: ['CancellationReverted'],
    compose: (snapshot, _event, key) =>
      snapshot.reservation.status === ReservationStatus.CANCELED
        ? []
        : toGuestEverywhere(
            snapshot,
            key,
            'cancellation-reverted',
            snapshotParams(snapshot, { link: snapshot.guestLink }),
          ),
  },
  checkoutExtendedEffect,
];

/** The stay's news, each composed only when the guest's link had gone by the event's time. */
export const stayNewsAfterLink = (linkPending: LinkPending): MessageEffectDefinition[] =>
  stayNewsEffects.map((definition) => ({
    ...definition,
    compose: async (snapshot, event, key) =>
      (await linkPending(snapshot.reservation.reservationId, event.recordedAt))
        ? []
        : definition.compose(snapshot, event, key),
  }));
