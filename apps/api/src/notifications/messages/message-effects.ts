import type { RecordedEvent } from '@chegada/event-store';
import type { TemplateParams } from '@chegada/notifications';
import type { CheckoutExtended, ReservationRefused } from '@chegada/domain';
import type { MessageScene } from './message-scene';
import { localTime } from './message-scene';
import {
  emailOf,
  guestWhatsApp,
  sceneParams,
  whatsAppOf,
  type EmailTo,
  type Outgoing,
} from './message-outbound';

/** What one effect sends for its event; `key` is the effect's idempotency key. */
export type MessageEffectDefinition = {
  /** Stored in the effect log and in job ids: never rename. */
  name: string;
  eventTypes: readonly string[];
  compose(scene: MessageScene, event: RecordedEvent, key: string): Outgoing[] | Promise<Outgoing[]>;
};

const toGuest = (
  scene: MessageScene,
  key: string,
  mail: Omit<EmailTo, 'to' | 'key'>,
): Outgoing[] => {
  const to = scene.folding.details.guestEmail;
  return to
    ? [{ channel: 'email', message: emailOf(scene, key, { ...mail, to, key: 'guest' }) }]
    : [];
};

/** A template's body parameters, in the order the approved template numbers them. */
const whatsAppToGuest = (
  scene: MessageScene,
  key: string,
  template: string,
  params: TemplateParams,
  order: Array<keyof TemplateParams>,
): Outgoing[] => {
  const to = guestWhatsApp(scene);
  const texts = order.map((name) => params[name] ?? '');
  return to ? [{ channel: 'whatsapp', message: whatsAppOf(scene, key, to, template, texts) }] : [];
};

// The guest link and the approval go by WhatsApp as well, as templates approved in WhatsApp
// Business Manager under these names (body parameters in this order).
export const WHATSAPP_TEMPLATES = {
  guestLink: 'chegada_guest_link',
  approved: 'chegada_reservation_approved',
} as const;

export const messageEffects: MessageEffectDefinition[] = [
  {
    // The host's guest toggles decide: there is no separate one for the link (settings).
    name: 'message-guest-link',
    eventTypes: ['ReservationCreated'],
    compose: (scene, _event, key) => {
      const { settings } = scene.account;
      const params = sceneParams(scene, { link: scene.guestLink });
      return [
        ...(settings.emailGuestOnApproval
          ? toGuest(scene, key, { template: 'guest-link', params })
          : []),
        ...(settings.whatsappGuestOnApproval
          ? whatsAppToGuest(scene, key, WHATSAPP_TEMPLATES.guestLink, params, [
              'guestName',
              'propertyName',
              'checkIn',
              'link',
            ])
          : []),
      ];
    },
  },
  {
    name: 'message-form-submitted',
    eventTypes: ['ReservationSubmitted'],
    compose: (scene, _event, key) => {
      const host = scene.account.settings.hostContactEmail ?? scene.account.ownerEmail;
      const toHost: Outgoing[] =
        host && scene.account.settings.emailHostOnSubmission
          ? [
              {
                channel: 'email',
                message: emailOf(scene, key, {
                  to: host,
                  key: 'host',
                  template: 'form-received',
                  params: sceneParams(scene, { link: scene.hostLink }),
                  unsubscribe: true,
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
          ? whatsAppToGuest(scene, key, WHATSAPP_TEMPLATES.approved, params, [
              'guestName',
              'propertyName',
              'checkIn',
              'checkOut',
            ])
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
