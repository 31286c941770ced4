import type { DeliveryAttempt, DeliveryLog } from './delivery-log';
import { maskDestination } from './masking';
import type {
  EmailMessage,
  NotificationSender,
  SendResult,
  WhatsAppTemplateMessage,
} from './notification-sender.port';

export type ChannelSender = {
  email: { name: string; sendEmail(message: EmailMessage): Promise<SendResult> };
  whatsapp: {
    name: string;
    sendWhatsAppTemplate(message: WhatsAppTemplateMessage): Promise<SendResult>;
  };
};

/**
 * The sender every caller gets: each channel's provider (SMTP, WhatsApp Cloud or the outbox)
 * behind the delivery log. A key already sent answers as a duplicate without reaching the
 * provider, which is what makes a retried job or a re-run effect send once; every attempt,
 * failed ones included, is recorded with the destination masked.
 */
export class RecordedSender implements NotificationSender {
  constructor(
    private readonly providers: ChannelSender,
    private readonly log: DeliveryLog,
  ) {}

  sendEmail(message: EmailMessage): Promise<SendResult> {
    const provider = this.providers.email;
    const template = message.template ?? message.subject;
    return this.deliver(attemptOf('email', provider.name, message, template), () =>
      provider.sendEmail(message),
    );
  }

  sendWhatsAppTemplate(message: WhatsAppTemplateMessage): Promise<SendResult> {
    const provider = this.providers.whatsapp;
    return this.deliver(attemptOf('whatsapp', provider.name, message, message.template), () =>
      provider.sendWhatsAppTemplate(message),
    );
  }

  private async deliver(
    attempt: DeliveryAttempt,
    send: () => Promise<SendResult>,
  ): Promise<SendResult> {
    const sent = await this.log.sentWith(attempt.idempotencyKey);
    if (sent !== undefined) return { messageId: sent, duplicate: true };
    const id = await this.log.start(attempt);
    let result: SendResult;
    try {
      result = await send();
    } catch (error) {
      await this.log.finish(id, { status: 'failed', error: describe(error) });
      throw error;
    }
    await this.log.finish(id, { status: 'sent', messageId: result.messageId });
    return result;
  }
}

const attemptOf = (
  channel: DeliveryAttempt['channel'],
  provider: string,
  message: EmailMessage | WhatsAppTemplateMessage,
  template: string,
): DeliveryAttempt => ({
  idempotencyKey: message.idempotencyKey,
  reservationId: message.reservationId ?? null,
  channel,
  provider,
  destination: maskDestination(message.to),
  template,
  recipient: message.recipient ?? null,
});

const describe = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
