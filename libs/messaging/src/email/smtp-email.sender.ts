import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import {
  checkRecipient,
  NotificationError,
  type EmailMessage,
  type SendResult,
} from '../notification-sender.port';

export type SmtpOptions = {
  /** smtp://user:pass@host:587 or smtps://…; SMTP_URL. */
  url: string;
  /** MAIL_FROM: the address every message comes from. */
  from: string;
  /** Display name when a message names none. */
  defaultName?: string;
};

/**
 * E-mail over SMTP (nodemailer). SMTP has no idempotency key: the delivery log in front of this
 * sender (DeliveryLog) keeps a key from being sent twice. The Message-ID derives from the key,
 * so a receiving server that sees the same key twice sees the same message.
 */
export class SmtpEmailSender {
  private readonly transport: Transporter<SMTPTransport.SentMessageInfo>;
  private readonly domain: string;

  constructor(private readonly options: SmtpOptions) {
    this.transport = nodemailer.createTransport(options.url);
    this.domain = options.from.split('@')[1] ?? 'localhost';
  }

  async sendEmail(message: EmailMessage): Promise<SendResult> {
    checkRecipient('email', message.to);
    try {
      const info = await this.transport.sendMail({
        from: {
          name: message.fromName ?? this.options.defaultName ?? '',
          address: this.options.from,
        },
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: `<${keyHash(message.idempotencyKey)}@${this.domain}>`,
        headers: message.language ? { 'Content-Language': message.language } : {},
        list: message.unsubscribeUrl ? { unsubscribe: message.unsubscribeUrl } : undefined,
        attachments: message.attachments?.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.contentBase64, 'base64'),
        })),
      });
      return { messageId: info.messageId, duplicate: false };
    } catch (error) {
      throw permanent(error) ?? error;
    }
  }

  close(): void {
    this.transport.close();
  }
}

const keyHash = (key: string): string =>
  createHash('sha256').update(key).digest('hex').slice(0, 32);

// A 5xx answer is the server's final word on this message; 4xx and lost connections are retried.
const permanent = (error: unknown): NotificationError | undefined => {
  const code = (error as { responseCode?: unknown }).responseCode;
  if (typeof code !== 'number' || code < 500) return undefined;
  return new NotificationError('REJECTED', `SMTP ${code}: ${(error as Error).message}`);
};
