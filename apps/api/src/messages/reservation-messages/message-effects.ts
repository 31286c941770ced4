import type { RecordedEvent } from '@chegada/event-store';
import type { TemplatePlaceholder } from '@chegada/contracts';
import { renderOneLine, type TemplateParams } from '@chegada/messaging';
import type { CheckoutExtended, ReservationRefused } from '@chegada/domain';
import type { ReservationSnapshot } from './reservation-snapshot';
import { localTime } from './reservation-snapshot';
import { ReservationStatus } from '@chegada/domain';
import {
  accessInstructionsOf,
  emailOf,
  guestWhatsApp,
  hostTextsOf,
  snapshotParams,
  whatsAppOf,
  type EmailTo,
} from './message-outbound';
import type { Outgoing } from '../delivery/outgoing';
import { guestLinkChannelsOnCreation } from '../../settings';

/** What one effect sends for its event; `key` is the effect's idempotency key. */
export type MessageEffectDefinition = {
  /** Stored in the effect log and in job ids: never rename. */
  name: string;
  eventTypes: readonly string[];
  compose(
    snapshot: ReservationSnapshot,
    event: RecordedEvent,
    key: string,
  ): Outgoing[] | Promise<Outgoing[]>;
  /** Runs for one reservation at a time, across workers: its events compose the same message. */
  oneAtATime?: boolean;
};

export const toGuest = (
  snapshot: ReservationSnapshot,
  key: string,
  mail: Omit<EmailTo, 'to' | 'key'>,
): Outgoing[] => {
  const to = snapshot.guestForm.details.guestEmail;
  return to
    ? [{ channel: 'email', message: emailOf(snapshot, key, { ...mail, to, key: 'guest' }) }]
    : [];
};

/**
 * WhatsApp starts a conversation only with templates approved in WhatsApp Business Manager:
 * these are approved under these names, with their body parameters in this order. A message
 * the host rewrote (/u/models) goes as `hostText`, approved with two body parameters: {{1}}
 * the property's name, {{2}} the host's whole text on one line, its links included.
 */
/** The body parameters of the templates that tell the guest of their stay's dates. */
const STAY_DATES = ['guestName', 'propertyName', 'checkIn', 'checkOut'] as const;

export const WHATSAPP_TEMPLATES = {
  'guest-link': {
    name: 'chegada_guest_link',
    order: ['guestName', 'propertyName', 'checkIn', 'link'],
  },
  approved: { name: 'chegada_reservation_approved', order: STAY_DATES },
  'door-code': {
    name: 'chegada_door_code',
    order: ['guestName', 'propertyName', 'checkIn', 'passcode'],
  },
  'checkout-extended': { name: 'chegada_checkout_extended', order: STAY_DATES },
  cancelled: { name: 'chegada_reservation_cancelled', order: STAY_DATES },
  'cancellation-reverted': {
    name: 'chegada_cancellation_reverted',
    order: [...STAY_DATES, 'link'],
  },
  hostText: { name: 'chegada_host_message', order: ['propertyName'] },
} as const satisfies Record<string, { name: string; order: readonly TemplatePlaceholder[] }>;

type GuestWhatsApp = Exclude<keyof typeof WHATSAPP_TEMPLATES, 'hostText'>;

export const whatsAppToGuest = (
  snapshot: ReservationSnapshot,
  key: string,
  kind: GuestWhatsApp,
  params: TemplateParams,
): Outgoing[] => {
  const to = guestWhatsApp(snapshot);
  if (!to) return [];
  const own = hostTextsOf(snapshot, kind);
  const { name, order } = own ? WHATSAPP_TEMPLATES.hostText : WHATSAPP_TEMPLATES[kind];
  const texts = [
    ...order.map((placeholder) => params[placeholder] ?? ''),
    ...(own ? [renderOneLine(own, params)] : []),
  ];
  // The same news by e-mail, should the host's credits not pay for the WhatsApp (issue 31).
  const [email] = toGuest(snapshot, key, { template: kind, params });
  return [
    {
      channel: 'whatsapp',
      message: whatsAppOf(snapshot, key, to, name, texts),
      payer: snapshot.reservation.accountId,
      ...(email?.channel === 'email' ? { fallback: email.message } : {}),
    },
  ];
};

/**
 * A status change the guest must know about, by every channel the reservation has: e-mail, and
 * WhatsApp when the guest gave a phone (issue 27), in the guest's language.
 */
const toGuestEverywhere = (
  snapshot: ReservationSnapshot,
  key: string,
  template: GuestWhatsApp,
  params: TemplateParams,
): Outgoing[] => [
  ...toGuest(snapshot, key, { template, params }),
  ...whatsAppToGuest(snapshot, key, template, params),
];

/** The guest link by the channels asked for: on creation, and when the host sends it again. */
export const guestLinkMessages = (
  snapshot: ReservationSnapshot,
  key: string,
  channels: { email: boolean; whatsapp: boolean },
): Outgoing[] => {
  const params = snapshotParams(snapshot, { link: snapshot.guestLink });
  return [
    ...(channels.email ? toGuest(snapshot, key, { template: 'guest-link', params }) : []),
    ...(channels.whatsapp ? whatsAppToGuest(snapshot, key, 'guest-link', params) : []),
  ];
};

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
      return guestLinkMessages(snapshot, key, {
        email: channels.includes('email'),
        whatsapp: channels.includes('whatsapp'),
      });
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
