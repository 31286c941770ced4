import type { RecordedEvent } from '@chegada/event-store';
import type { TemplatePlaceholder } from '@chegada/contracts';
import { renderOneLine, type TemplateParams } from '@chegada/notifications';
import type { CheckoutExtended, ReservationRefused } from '@chegada/domain';
import type { MessageScene } from './message-scene';
import { localTime } from './message-scene';
import {
  emailOf,
  guestWhatsApp,
  hostTextsOf,
  sceneParams,
  whatsAppOf,
  type EmailTo,
} from './message-outbound';
import type { Outgoing } from './outgoing';

/** What one effect sends for its event; `key` is the effect's idempotency key. */
export type MessageEffectDefinition = {
  /** Stored in the effect log and in job ids: never rename. */
  name: string;
  eventTypes: readonly string[];
  compose(scene: MessageScene, event: RecordedEvent, key: string): Outgoing[] | Promise<Outgoing[]>;
  /** Runs for one reservation at a time, across workers: its events compose the same message. */
  oneAtATime?: boolean;
};

export const toGuest = (
  scene: MessageScene,
  key: string,
  mail: Omit<EmailTo, 'to' | 'key'>,
): Outgoing[] => {
  const to = scene.folding.details.guestEmail;
  return to
    ? [{ channel: 'email', message: emailOf(scene, key, { ...mail, to, key: 'guest' }) }]
    : [];
};

/**
 * WhatsApp starts a conversation only with templates approved in WhatsApp Business Manager:
 * these are approved under these names, with their body parameters in this order. A message
 * the host rewrote (/u/models) goes as `hostText`, approved with two body parameters: {{1}}
 * the property's name, {{2}} the host's whole text on one line, its links included.
 */
export const WHATSAPP_TEMPLATES = {
  'guest-link': {
    name: 'chegada_guest_link',
    order: ['guestName', 'propertyName', 'checkIn', 'link'],
  },
  approved: {
    name: 'chegada_reservation_approved',
    order: ['guestName', 'propertyName', 'checkIn', 'checkOut'],
  },
  'door-code': {
    name: 'chegada_door_code',
    order: ['guestName', 'propertyName', 'checkIn', 'passcode'],
  },
  hostText: { name: 'chegada_host_message', order: ['propertyName'] },
} as const satisfies Record<string, { name: string; order: readonly TemplatePlaceholder[] }>;

export const whatsAppToGuest = (
  scene: MessageScene,
  key: string,
  kind: 'guest-link' | 'approved' | 'door-code',
  params: TemplateParams,
): Outgoing[] => {
  const to = guestWhatsApp(scene);
  if (!to) return [];
  const own = hostTextsOf(scene, kind);
  const { name, order } = own ? WHATSAPP_TEMPLATES.hostText : WHATSAPP_TEMPLATES[kind];
  const texts = [
    ...order.map((placeholder) => params[placeholder] ?? ''),
    ...(own ? [renderOneLine(own, params)] : []),
  ];
  return [{ channel: 'whatsapp', message: whatsAppOf(scene, key, to, name, texts) }];
};

/** The guest link by the channels asked for: on creation, and when the host sends it again. */
export const guestLinkMessages = (
  scene: MessageScene,
  key: string,
  channels: { email: boolean; whatsapp: boolean },
): Outgoing[] => {
  const params = sceneParams(scene, { link: scene.guestLink });
  return [
    ...(channels.email ? toGuest(scene, key, { template: 'guest-link', params }) : []),
    ...(channels.whatsapp ? whatsAppToGuest(scene, key, 'guest-link', params) : []),
  ];
};

export const messageEffects: MessageEffectDefinition[] = [
  {
    // Its own toggles, apart from the approval's: a host may send the link by hand instead.
    name: 'message-guest-link',
    eventTypes: ['ReservationCreated'],
    compose: (scene, _event, key) =>
      guestLinkMessages(scene, key, {
        email: scene.account.settings.emailGuestLinkOnCreation,
        whatsapp: scene.account.settings.whatsappGuestLinkOnCreation,
      }),
  },
  {
    name: 'message-form-submitted',
    eventTypes: ['ReservationSubmitted'],
    compose: (scene, _event, key) => {
      const host = scene.account.settings.hostContactEmail ?? scene.account.ownerEmail;
      const approveLink = scene.approveLink();
      const toHost: Outgoing[] =
        host && scene.account.settings.emailHostOnSubmission
          ? [
              {
                channel: 'email',
                message: emailOf(scene, key, {
                  to: host,
                  key: 'host',
                  template: 'form-received',
                  params: sceneParams(scene, { link: scene.hostLink, approveLink }),
                  unsubscribe: true,
                  // The link approves: the outbox and any record keep it masked.
                  secrets: [approveLink],
                }),
              },
            ]
          : [];
      return [
        ...toHost,
        ...toGuest(scene, key, { template: 'form-reviewing', params: sceneParams(scene) }),
      ];
    },
  },
  {
    name: 'message-guest-approved',
    eventTypes: ['ReservationApproved'],
    compose: (scene, _event, key) => {
      const { settings } = scene.account;
      const params = sceneParams(scene, {
        link: scene.guestLink,
        instructions: scene.residence.address,
      });
      return [
        ...(settings.emailGuestOnApproval
          ? toGuest(scene, key, { template: 'approved', params })
          : []),
        ...(settings.whatsappGuestOnApproval
          ? whatsAppToGuest(scene, key, 'approved', params)
          : []),
      ];
    },
  },
  {
    name: 'message-guest-refused',
    eventTypes: ['ReservationRefused'],
    compose: (scene, event, key) =>
      scene.account.settings.emailGuestOnRefusal
        ? toGuest(scene, key, {
            template: 'refused',
            params: sceneParams(scene, {
              link: scene.guestLink,
              motive: (event.data as ReservationRefused['data']).refuseMotive,
            }),
          })
        : [],
  },
  {
    name: 'message-checkout-extended',
    eventTypes: ['CheckoutExtended'],
    compose: (scene, event, key) => {
      const dates = event.data as CheckoutExtended['data'];
      return toGuest(scene, key, {
        template: 'checkout-extended',
        params: sceneParams(scene, {
          checkIn: localTime(dates.checkIn, scene),
          checkOut: localTime(dates.checkOut, scene),
        }),
      });
    },
  },
  {
    name: 'message-guest-cancelled',
    eventTypes: ['ReservationCancelled'],
    compose: (scene, _event, key) =>
      toGuest(scene, key, { template: 'cancelled', params: sceneParams(scene) }),
  },
];
