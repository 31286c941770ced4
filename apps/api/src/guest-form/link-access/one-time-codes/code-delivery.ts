import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { translate, type Locale, type MessageKey } from '@chegada/contracts';
import {
  checkRecipient,
  NotificationError,
  type WhatsAppTemplateMessage,
} from '@chegada/messaging';
import { AppError } from '../../../common';
import { MessageRequests } from '../../../message-delivery';
import { type Destination } from '../../form-rules';
import { ONE_TIME_CODE_TTL_SECONDS, OneTimeCodes } from './one-time-codes';

/** The wording of one kind of code: the e-mail's catalogue keys and the WhatsApp template. */
export type CodeMessage = {
  subject: MessageKey;
  text: MessageKey;
  /** An approved WhatsApp authentication template whose body and copy button take the code. */
  template: string;
  /** Further values the e-mail's texts name (the company, for instance). */
  values?: Record<string, string>;
  /** The e-mail's sender name, as the host's other messages to the guest give it. */
  fromName?: string;
};

const whatsAppLanguage = (locale: Locale): string => locale.replace('-', '_');

/**
 * Sends a one-time code by e-mail or WhatsApp through MessageRequests, as every message
 * goes. The code is the message's secret: sealed in the request (shredded once sent), masked
 * in the development outbox, in the clear only in what the provider delivers. A recipient no
 * provider could reach is refused here, so the guest hears of it (§8's wording).
 */
@Injectable()
export class CodeDelivery {
  private readonly logger = new Logger(CodeDelivery.name);

  constructor(
    private readonly messages: MessageRequests,
    private readonly codes: OneTimeCodes,
  ) {}

  /** A new code for `scope`, sent; one that could not be sent is dropped, never left to guess. */
  async issueAndSend(
    scope: string,
    destination: Destination,
    message: CodeMessage,
    locale: Locale,
  ): Promise<void> {
    const code = await this.codes.issue(scope);
    try {
      await this.send(destination, code, message, locale);
    } catch (error) {
      await this.codes.drop(scope);
      throw error;
    }
  }

  async send(
    destination: Destination,
    code: string,
    message: CodeMessage,
    locale: Locale,
  ): Promise<void> {
    try {
      await this.deliver(destination, code, message, locale);
    } catch (error) {
      throw this.sendingFailure(destination, error);
    }
  }

  private async deliver(
    destination: Destination,
    code: string,
    message: CodeMessage,
    locale: Locale,
  ): Promise<void> {
    // Each code is a message of its own; the key names no personal data.
    const idempotencyKey = `one-time-code-${randomUUID()}`;
    checkRecipient(destination.channel, destination.to);
    if (destination.channel === 'email') {
      const values = { ...message.values, code, minutes: ONE_TIME_CODE_TTL_SECONDS / 60 };
      const email = {
        to: destination.to,
        subject: translate(locale, message.subject, values),
        text: translate(locale, message.text, values),
        // Content-Language, as every other e-mail to the guest (walk58).
        language: locale,
        idempotencyKey,
        secrets: [code],
        ...(message.fromName ? { fromName: message.fromName } : {}),
      };
      await this.messages.request([{ channel: 'email', message: email }]);
      return;
    }
    const whatsApp: WhatsAppTemplateMessage = {
      to: destination.to,
      template: message.template,
      language: whatsAppLanguage(locale),
      components: [
        { type: 'body', parameters: [{ type: 'text', text: code }] },
        { type: 'button', sub_type: 'url', index: 0, parameters: [{ type: 'text', text: code }] },
      ],
      idempotencyKey,
      secrets: [code],
    };
    await this.messages.request([{ channel: 'whatsapp', message: whatsApp }]);
  }

  /** The channel's own failure when the provider refused, else the general one. */
  private sendingFailure(destination: Destination, error: unknown): AppError {
    this.logger.warn({ err: error, channel: destination.channel }, 'A code could not be sent');
    if (!(error instanceof NotificationError)) return new AppError('IMPORT_CODE_SEND_FAILED');
    return new AppError(
      destination.channel === 'email' ? 'IMPORT_EMAIL_FAILED' : 'IMPORT_WHATSAPP_FAILED',
    );
  }
}
