import { parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  renderEmail,
  templateTextsOf,
  whatsAppLanguageOf,
  type EmailAttachment,
  type EmailMessage,
  type MessageTemplate,
  type TemplateParams,
  type TemplateTexts,
  type WhatsAppTemplateMessage,
} from '@chegada/notifications';
import { hostTemplateKey } from '../templates/message-templates.repository';
import { localTime, type MessageScene } from './message-scene';

/** The words every message of a reservation may use. */
export const sceneParams = (scene: MessageScene, extra: TemplateParams = {}): TemplateParams => {
  const { details } = scene.folding;
  const { settings } = scene.account;
  return {
    guestName: details.guestName ?? '',
    propertyName: scene.residence.name,
    checkIn: localTime(scene.reservation.checkIn, scene),
    checkOut: localTime(scene.reservation.checkOut, scene),
    hostContact: [
      settings.hostContactPhone ?? scene.account.companyPhone,
      settings.hostContactEmail,
    ]
      .filter(Boolean)
      .join(' · '),
    ...extra,
  };
};

export type EmailTo = {
  to: string;
  /** Distinguishes this recipient's message within the effect. */
  key: string;
  template: MessageTemplate;
  params: TemplateParams;
  unsubscribe?: boolean;
  attachments?: EmailAttachment[];
  /** Values no record may keep (a link's token): the outbox masks them. */
  secrets?: string[];
};

/** The host's words for a message in the scene's language, if the host wrote some. */
export const hostTextsOf = (
  scene: MessageScene,
  template: MessageTemplate,
): TemplateTexts | undefined => {
  const own = scene.templates.get(hostTemplateKey(template, scene.locale));
  return own ? templateTextsOf(own) : undefined;
};

export const emailOf = (
  scene: MessageScene,
  idempotencyKey: string,
  mail: EmailTo,
): EmailMessage => ({
  ...renderEmail(mail.template, scene.locale, mail.params, hostTextsOf(scene, mail.template)),
  to: mail.to,
  idempotencyKey: `${idempotencyKey}-${mail.key}`,
  fromName: scene.residence.name,
  language: scene.locale,
  unsubscribeUrl: mail.unsubscribe ? scene.settingsLink : undefined,
  attachments: mail.attachments,
  secrets: mail.secrets,
  template: mail.template,
  reservationId: scene.reservation.reservationId,
});

/** A phone in E.164 (Brazilian numbers may come without +55), if it is one. */
export const whatsAppNumber = (phone: string | null | undefined): string | undefined => {
  const parsed = phone ? parsePhoneNumberFromString(phone, 'BR') : undefined;
  return parsed?.isValid() ? parsed.number : undefined;
};

export const guestWhatsApp = (scene: MessageScene): string | undefined =>
  whatsAppNumber(scene.folding.details.guestPhone);

export const whatsAppOf = (
  scene: MessageScene,
  idempotencyKey: string,
  to: string,
  template: string,
  texts: string[],
): WhatsAppTemplateMessage => ({
  to,
  template,
  language: whatsAppLanguageOf(scene.locale),
  components: [{ type: 'body', parameters: texts.map((text) => ({ type: 'text', text })) }],
  idempotencyKey: `${idempotencyKey}-whatsapp`,
  reservationId: scene.reservation.reservationId,
});
