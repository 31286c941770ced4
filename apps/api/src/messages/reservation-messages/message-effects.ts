import type { ReservationRefused } from '@chegada/domain';
import { accessInstructionsOf, emailOf, snapshotParams } from './message-outbound';
import type { Outgoing } from '../../message-delivery';
import { guestLinkChannelsOnCreation } from '../../settings';
import type { MessageEffectDefinition } from './message-effect';
import { guestLinkMessages, toGuest, whatsAppToGuest } from './to-guest';

/** What the reservation's first steps send: the guest link, the form's receipt, the answer. */
export const messageEffects: MessageEffectDefinition[] = [
  {
    // Its own toggles, apart from the approval's: a host may send the link by hand instead.
    name: 'message-guest-link',
    eventTypes: ['ReservationCreated'],
    // The channels the creation's answer told the host the link goes by. An import's link
    // goes when its property says (message-imported-guest-link, bookings/link-dispatch).
    compose: (snapshot, event, key) => {
      if (event.metadata.actorRole === 'INTEGRATION') return [];
      const { guestEmail: email, guestPhone: phone } = snapshot.guestForm.details;
      const channels = guestLinkChannelsOnCreation(snapshot.account.settings, { email, phone });
      // Worded as of the creation (a stay created after its check-in has begun).
      return guestLinkMessages(
        snapshot,
        key,
        { email: channels.includes('email'), whatsapp: channels.includes('whatsapp') },
        new Date(event.metadata.occurredAt),
      );
    },
  },
  {
    name: 'message-form-submitted',
    eventTypes: ['ReservationSubmitted'],
    compose: (snapshot, _event, key) => {
      const host = snapshot.account.settings.hostContactEmail ?? snapshot.account.ownerEmail;
      const approveLink = snapshot.approveLink();
      const toHost: Outgoing[] =
        host && snapshot.account.settings.emailHostOnSubmission
          ? [
              {
                channel: 'email',
                message: emailOf(snapshot, key, {
                  to: host,
                  key: 'host',
                  recipient: 'host',
                  template: 'form-received',
                  params: snapshotParams(snapshot, { link: snapshot.hostLink, approveLink }),
                  unsubscribe: true,
                  // The link approves: the outbox and any record keep it masked.
                  secrets: [approveLink],
                }),
              },
            ]
          : [];
      return [
        ...toHost,
        ...toGuest(snapshot, key, { template: 'form-reviewing', params: snapshotParams(snapshot) }),
      ];
    },
  },
  {
    name: 'message-guest-approved',
    eventTypes: ['ReservationApproved'],
    compose: (snapshot, _event, key) => {
      const { settings } = snapshot.account;
      const params = snapshotParams(snapshot, {
        link: snapshot.guestLink,
        instructions: accessInstructionsOf(snapshot),
      });
      return [
        ...(settings.emailGuestOnApproval
          ? toGuest(snapshot, key, { template: 'approved', params })
          : []),
        ...(settings.whatsappGuestOnApproval
          ? whatsAppToGuest(snapshot, key, 'approved', params)
          : []),
      ];
    },
  },
  {
    name: 'message-guest-refused',
    eventTypes: ['ReservationRefused'],
    compose: (snapshot, event, key) =>
      snapshot.account.settings.emailGuestOnRefusal
        ? toGuest(snapshot, key, {
            template: 'refused',
            params: snapshotParams(snapshot, {
              link: snapshot.guestLink,
              motive: (event.data as ReservationRefused['data']).refuseMotive,
            }),
          })
        : [],
  },
];
