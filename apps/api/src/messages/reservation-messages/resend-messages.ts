import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { guestLinkSendableFrom, ReservationStatus } from '@chegada/domain';
import { AppError } from '../../common';
import { FrontDeskMessages } from './front-desk-list';
import { guestLinkMessages } from './to-guest';
import { MessageRequests, type Outgoing } from '../../message-delivery';
import { PaidMessages } from '../delivery/paid-messages';
import { ReservationSnapshots } from './reservation-snapshot';

export const resendKinds = ['guest-link', 'front-desk-list'] as const;
export type ResendKind = (typeof resendKinds)[number];

/**
 * What the host sends again from the reservation's page: the guest link (e-mail and WhatsApp,
 * whatever the creation toggles say, since the host asks) or the front desk's list of an
 * approved stay. Requested
 * (MessageRequests), so sent and retried as every message is; each attempt lands in the delivery log.
 * A WhatsApp sent again is paid as the first one (PaidMessages): with no credits left it goes
 * by e-mail instead.
 */
@Injectable()
export class ResendMessages {
  constructor(
    private readonly snapshots: ReservationSnapshots,
    private readonly frontDesk: FrontDeskMessages,
    private readonly messages: MessageRequests,
    private readonly paid: PaidMessages,
  ) {}

  async resend(reservationId: string, accountId: string, kind: ResendKind): Promise<number> {
    const snapshot = await this.snapshots.ofAccount(reservationId, accountId);
    if (kind === 'guest-link' && !guestLinkSendableFrom.includes(snapshot.reservation.status))
      throw new AppError('GUEST_LINK_CLOSED');
    // As the list goes by itself: to the front desk of an approved stay only (issue 27).
    if (kind === 'front-desk-list' && snapshot.reservation.status !== ReservationStatus.ENDED)
      throw new AppError('FRONT_DESK_LIST_CLOSED');
    // A new key each time: the host asked for another message, not a retry of the first.
    const key = `resend-${kind}-${randomUUID()}`;
    const outgoing: Outgoing[] =
      kind === 'guest-link'
        ? guestLinkMessages(snapshot, key, { email: true, whatsapp: true }, new Date())
        : await this.frontDesk.compose(snapshot, key);
    if (outgoing.length === 0) throw new AppError('NO_RECIPIENT');
    const settled = await this.paid.settle(outgoing);
    await this.messages.request(settled);
    return settled.length;
  }
}
