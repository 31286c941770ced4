/**
 * How the product sends e-mail and WhatsApp messages. Adapters: the development outbox (the
 * default: records each message in PostgreSQL for admins to read), SMTP and WhatsApp Cloud.
 *
 * Every message carries an idempotency key: sending the same key twice sends once. Side-effect
 * handlers pass their context's key, which derives from the handler and the event.
 */
export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  idempotencyKey: string;
  /** Values no record may keep (one-time codes): the outbox masks them. */
  secrets?: string[];
  /** Display name of the sender (the property's name); MAIL_FROM's address is the sender. */
  fromName?: string;
  /** BCP 47 language of the body, sent as Content-Language. */
  language?: string;
  /** Set where the message is not transactional: a page that turns such messages off. */
  unsubscribeUrl?: string;
  attachments?: EmailAttachment[];
  /** What the delivery log and the reservation's timeline name this message by. */
  template?: string;
  reservationId?: string;
  /**
   * Whom the message is for, as the delivery log files it: 'main' (the reservation's holder),
   * an additional guest's key, 'host' or 'front-desk'. A guest's copy of their data lists the
   * messages filed as theirs (issue 32), never by an address that happens to be equal.
   */
  recipient?: string;
};

/** Base64, so a message survives the JSON of a queued job. */
export type EmailAttachment = { filename: string; contentType: string; contentBase64: string };

export type WhatsAppTemplateMessage = {
  /** E.164, e.g. +5511987654321. */
  to: string;
  /** Name of a template approved in WhatsApp Business Manager. */
  template: string;
  /** Template language code, e.g. pt_BR. */
  language: string;
  /** The template's header, body and button parameters, as the Cloud API takes them. */
  components?: WhatsAppTemplateComponent[];
  idempotencyKey: string;
  /** Values no record may keep (one-time codes): the outbox masks them. */
  secrets?: string[];
  reservationId?: string;
  /**
   * Whom the message is for, as the delivery log files it: 'main' (the reservation's holder),
   * an additional guest's key, 'host' or 'front-desk'. A guest's copy of their data lists the
   * messages filed as theirs (issue 32), never by an address that happens to be equal.
   */
  recipient?: string;
  /**
   * A file for the template's DOCUMENT header (the front desk's PDF): uploaded to the
   * provider's media first, then named in the header by its media id.
   */
  document?: EmailAttachment;
};

export type WhatsAppTemplateComponent = {
  type: 'header' | 'body' | 'button';
  sub_type?: 'url' | 'quick_reply';
  index?: number;
  parameters: Array<{ type: 'text'; text: string }>;
};

export type SendResult = {
  /** The provider's id for the message; the first send's when the key was seen before. */
  messageId: string;
  /** True when the key had been sent before and nothing was sent now. */
  duplicate: boolean;
};

export type NotificationSender = {
  sendEmail(message: EmailMessage): Promise<SendResult>;
  sendWhatsAppTemplate(message: WhatsAppTemplateMessage): Promise<SendResult>;
};

export type NotificationErrorCode = 'INVALID_RECIPIENT' | 'INVALID_MESSAGE' | 'REJECTED';

/** A message no provider could accept (REJECTED: the provider refused it): retrying does not help. */
export class NotificationError extends Error {
  constructor(
    readonly code: NotificationErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'NotificationError';
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// A name that never resolves (RFC 6761 §6.4): no mail system delivers to it.
const UNDELIVERABLE_DOMAIN = /\.invalid$/i;
const E164 = /^\+[1-9]\d{7,14}$/;

/** Refuses, before anything is queued or sent, a recipient no provider could reach. */
export const checkRecipient = (channel: 'email' | 'whatsapp', to: string): void => {
  if (channel === 'email' && (!EMAIL.test(to) || UNDELIVERABLE_DOMAIN.test(to)))
    throw new NotificationError('INVALID_RECIPIENT', `Not an e-mail address: ${to}`);
  if (channel === 'whatsapp' && !E164.test(to))
    throw new NotificationError('INVALID_RECIPIENT', `Not an E.164 number: ${to}`);
};

/** Injection token of the configured NotificationSender. */
export const NOTIFICATION_SENDER = Symbol('NOTIFICATION_SENDER');
