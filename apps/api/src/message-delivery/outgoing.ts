import type { Logger } from 'pino';
import {
  NotificationError,
  type EmailMessage,
  type NotificationSender,
  type WhatsAppTemplateMessage,
} from '@chegada/messaging';

/** Every message goes through this queue: a slow provider does not hold other effects back. */
export const MESSAGES_QUEUE = 'messages';

export type Outgoing =
  | { channel: 'email'; message: EmailMessage }
  | {
      channel: 'whatsapp';
      message: WhatsAppTemplateMessage;
      /** The account whose credits pay it while billing is on (paid-messages.ts). */
      payer?: string;
      /** What goes instead, by e-mail, when the payer's credits cannot pay it. */
      fallback?: EmailMessage;
    };

/**
 * Sends each message; one a provider refused for good is already in the delivery log as
 * failed and retrying cannot help, so it does not fail the effect. Anything else does, and
 * the retry sends only what was not sent (the delivery log knows each key).
 */
export const sendAll = async (
  sender: NotificationSender,
  outgoing: Outgoing[],
  logger: Logger,
): Promise<void> => {
  for (const item of outgoing) {
    try {
      if (item.channel === 'email') await sender.sendEmail(item.message);
      else await sender.sendWhatsAppTemplate(item.message);
    } catch (error) {
      if (!(error instanceof NotificationError)) throw error;
      logger.warn({ code: error.code, template: item.message.template }, 'Message refused');
    }
  }
};
