import type { Pool } from 'pg';
import { DeliveryLog } from './delivery-log';
import { SmtpEmailSender } from './email/smtp-email.sender';
import { NotificationOutbox } from './notification-outbox';
import { RecordedSender, type ChannelSender } from './recorded-sender';
import { WhatsAppCloudSender } from './whatsapp/whatsapp-cloud.sender';

/** The configuration's messaging variables (libs/config), as the factory reads them. */
export type MessagingSettings = {
  SMTP_URL?: string;
  MAIL_FROM: string;
  WHATSAPP_API_URL: string;
  WHATSAPP_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  WHATSAPP_API_VERSION: string;
};

export type ConfiguredSender = {
  sender: RecordedSender;
  /** What goes to the development outbox for want of a provider; logged once at boot. */
  unconfigured: string[];
  close(): void;
};

/** Each channel by its provider when one is configured, otherwise by the outbox. */
export const createNotificationSender = (
  settings: MessagingSettings,
  pool: Pool,
  outbox = new NotificationOutbox(pool),
): ConfiguredSender => {
  const unconfigured: string[] = [];
  const smtp = settings.SMTP_URL
    ? new SmtpEmailSender({
        url: settings.SMTP_URL,
        from: settings.MAIL_FROM,
        defaultName: 'Chegada',
      })
    : undefined;
  if (!smtp) unconfigured.push('e-mail (SMTP_URL)');
  const { WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = settings;
  const whatsapp =
    token && phoneNumberId
      ? new WhatsAppCloudSender({
          apiUrl: settings.WHATSAPP_API_URL,
          apiVersion: settings.WHATSAPP_API_VERSION,
          phoneNumberId,
          token,
        })
      : undefined;
  if (!whatsapp) unconfigured.push('WhatsApp (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID)');
  const providers: ChannelSender = {
    email: smtp
      ? { name: 'smtp', sendEmail: (message) => smtp.sendEmail(message) }
      : { name: 'outbox', sendEmail: (message) => outbox.sendEmail(message) },
    whatsapp: whatsapp
      ? { name: 'whatsapp-cloud', sendWhatsAppTemplate: (m) => whatsapp.sendWhatsAppTemplate(m) }
      : { name: 'outbox', sendWhatsAppTemplate: (m) => outbox.sendWhatsAppTemplate(m) },
  };
  return {
    sender: new RecordedSender(providers, new DeliveryLog(pool)),
    unconfigured,
    close: () => smtp?.close(),
  };
};
