import type { TemplatePlaceholder } from '@chegada/contracts';
import { stayInstant } from '@chegada/domain';
import {
  guestLinkStayBegunTexts,
  renderOneLine,
  type TemplateParams,
  type TemplateTexts,
} from '@chegada/messaging';
import type { ReservationSnapshot } from './reservation-snapshot';
import {
  emailOf,
  guestWhatsApp,
  hostTextsOf,
  snapshotParams,
  whatsAppOf,
  type EmailTo,
} from './message-outbound';
import type { Outgoing } from '../../message-delivery';

export const toGuest = (
  snapshot: ReservationSnapshot,
  key: string,
  mail: Omit<EmailTo, 'to' | 'key' | 'recipient'>,
): Outgoing[] => {
  const to = snapshot.guestForm.details.guestEmail;
  return to
    ? [
        {
          channel: 'email',
          message: emailOf(snapshot, key, { ...mail, to, key: 'guest', recipient: 'main' }),
        },
      ]
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
  // Any change of dates (a later or earlier check-in, a longer or shorter stay): "new dates".
  // chegada_checkout_extended before 2026-12-18, still named on past deliveries.
  'checkout-extended': { name: 'chegada_new_dates', order: STAY_DATES },
  cancelled: { name: 'chegada_reservation_cancelled', order: STAY_DATES },
  'cancellation-reverted': {
    name: 'chegada_cancellation_reverted',
    order: [...STAY_DATES, 'link'],
  },
  hostText: { name: 'chegada_host_message', order: ['propertyName'] },
} as const satisfies Record<string, { name: string; order: readonly TemplatePlaceholder[] }>;

type GuestWhatsApp = Exclude<keyof typeof WHATSAPP_TEMPLATES, 'hostText'>;

/**
 * `texts`: shipped words other than the approved template's (a stay already begun): they go
 * as the host's own words do, by `hostText`, unless the host wrote some.
 */
export const whatsAppToGuest = (
  snapshot: ReservationSnapshot,
  key: string,
  kind: GuestWhatsApp,
  params: TemplateParams,
  texts?: TemplateTexts,
): Outgoing[] => {
  const to = guestWhatsApp(snapshot);
  if (!to) return [];
  const own = hostTextsOf(snapshot, kind) ?? texts;
  const { name, order } = own ? WHATSAPP_TEMPLATES.hostText : WHATSAPP_TEMPLATES[kind];
  const parameters = [
    ...order.map((placeholder) => params[placeholder] ?? ''),
    ...(own ? [renderOneLine(own, params)] : []),
  ];
  // The same news by e-mail, should the host's credits not pay for the WhatsApp (issue 31).
  const [email] = toGuest(snapshot, key, { template: kind, params, texts });
  return [
    {
      channel: 'whatsapp',
      message: whatsAppOf(snapshot, key, to, name, parameters, 'main'),
      payer: snapshot.reservation.accountId,
      ...(email?.channel === 'email' ? { fallback: email.message } : {}),
    },
  ];
};

/**
 * A status change the guest must know about, by every channel the reservation has: e-mail, and
 * WhatsApp when the guest gave a phone (issue 27), in the guest's language.
 */
export const toGuestEverywhere = (
  snapshot: ReservationSnapshot,
  key: string,
  template: GuestWhatsApp,
  params: TemplateParams,
): Outgoing[] => [
  ...toGuest(snapshot, key, { template, params }),
  ...whatsAppToGuest(snapshot, key, template, params),
];

/** The shipped words of the guest link `now`: past the check-in, none say "before you arrive". */
const guestLinkTextsAt = (snapshot: ReservationSnapshot, now: Date): TemplateTexts | undefined => {
  const { residence, reservation } = snapshot;
  const checkIn = stayInstant(reservation.checkIn, residence.checkInTime, residence.timeZone);
  return checkIn.getTime() <= now.getTime() ? guestLinkStayBegunTexts(snapshot.locale) : undefined;
};

/**
 * The guest link by the channels asked for: on creation, and when the host sends it again;
 * `now`: when it is sent, worded for a stay not yet begun or already begun.
 */
export const guestLinkMessages = (
  snapshot: ReservationSnapshot,
  key: string,
  channels: { email: boolean; whatsapp: boolean },
  now: Date,
): Outgoing[] => {
  const params = snapshotParams(snapshot, { link: snapshot.guestLink });
  const texts = guestLinkTextsAt(snapshot, now);
  return [
    ...(channels.email ? toGuest(snapshot, key, { template: 'guest-link', params, texts }) : []),
    ...(channels.whatsapp ? whatsAppToGuest(snapshot, key, 'guest-link', params, texts) : []),
  ];
};
