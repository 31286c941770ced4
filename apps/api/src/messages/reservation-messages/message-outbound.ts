import { hostContactOf } from '@chegada/contracts';
import { phoneE164 } from '@chegada/domain';
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
} from '@chegada/messaging';
import { hostTemplateKey } from '../message-templates/message-templates.repository';
import { localTime, type ReservationSnapshot } from './reservation-snapshot';

/** The words every message of a reservation may use. */
export const snapshotParams = (
  snapshot: ReservationSnapshot,
  extra: TemplateParams = {},
): TemplateParams => {
  const { details } = snapshot.guestForm;
  const host = hostContactOf(snapshot.account.settings, snapshot.account.companyPhone);
  return {
    guestName: details.guestName ?? '',
    propertyName: snapshot.residence.name,
    checkIn: localTime(snapshot.reservation.checkIn, snapshot, snapshot.residence.checkInTime),
    checkOut: localTime(snapshot.reservation.checkOut, snapshot, snapshot.residence.checkOutTime),
    hostContact: [host.phone, host.email].filter(Boolean).join(' · '),
    ...extra,
  };
};

export type EmailTo = {
  to: string;
  /** Distinguishes this recipient's message within the effect. */
  key: string;
  /** Whom it is for, as the delivery log files it (EmailMessage.recipient). */
  recipient: string;
  template: MessageTemplate;
  params: TemplateParams;
  unsubscribe?: boolean;
  attachments?: EmailAttachment[];
  /** Values no record may keep (a link's token): the outbox masks them. */
  secrets?: string[];
  /** The shipped words to use, when the host wrote none (else the template's default). */
  texts?: TemplateTexts;
};

/** The host's words for a message in the snapshot's language, if the host wrote some. */
export const hostTextsOf = (
  snapshot: ReservationSnapshot,
  template: MessageTemplate,
): TemplateTexts | undefined => {
  const own = snapshot.templates.get(hostTemplateKey(template, snapshot.locale));
  return own ? templateTextsOf(own) : undefined;
};

export const emailOf = (
  snapshot: ReservationSnapshot,
  idempotencyKey: string,
  mail: EmailTo,
): EmailMessage => ({
  ...renderEmail(
    mail.template,
    snapshot.locale,
    mail.params,
    hostTextsOf(snapshot, mail.template) ?? mail.texts,
  ),
  to: mail.to,
  idempotencyKey: `${idempotencyKey}-${mail.key}`,
  fromName: snapshot.residence.name,
  language: snapshot.locale,
  unsubscribeUrl: mail.unsubscribe ? snapshot.settingsLink : undefined,
  attachments: mail.attachments,
  secrets: mail.secrets,
  template: mail.template,
  reservationId: snapshot.reservation.reservationId,
  recipient: mail.recipient,
});

/** The guest's phone in E.164, as every wa.me link reads it (phoneE164): null without one. */
export const guestWhatsApp = (snapshot: ReservationSnapshot): string | null =>
  phoneE164(snapshot.guestForm.details.guestPhone);

/** How to get in: the address, then the property's access instructions when it has some. */
export const accessInstructionsOf = (snapshot: ReservationSnapshot): string =>
  [snapshot.residence.address, snapshot.residence.accessInstructions.trim()]
    .filter(Boolean)
    .join('\n\n');

export const whatsAppOf = (
  snapshot: ReservationSnapshot,
  idempotencyKey: string,
  to: string,
  template: string,
  texts: string[],
  recipient: string,
): WhatsAppTemplateMessage => ({
  to,
  template,
  language: whatsAppLanguageOf(snapshot.locale),
  components: [{ type: 'body', parameters: texts.map((text) => ({ type: 'text', text })) }],
  idempotencyKey: `${idempotencyKey}-whatsapp`,
  reservationId: snapshot.reservation.reservationId,
  recipient,
});
