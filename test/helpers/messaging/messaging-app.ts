import { startAccountsApp } from '../accounts';
import type { TestApp } from '../app';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';
import { startWhatsAppPeer, type WhatsAppPeer } from './whatsapp-peer';

export type MessagingApp = { app: TestApp; smtp: SmtpPeer; whatsapp: WhatsAppPeer };

/**
 * The API, the dispatcher and the worker in one process, sending e-mail to an SMTP peer and
 * WhatsApp to a Cloud API peer; closing the app closes the peers.
 */
export const startMessagingApp = async (
  env: Record<string, string> = {},
): Promise<MessagingApp> => {
  const [smtp, whatsapp] = await Promise.all([startSmtpPeer(), startWhatsAppPeer()]);
  const app = await startAccountsApp({
    ROLE: 'api,projections,worker',
    SMTP_URL: smtp.url,
    WHATSAPP_API_URL: whatsapp.url,
    WHATSAPP_TOKEN: whatsapp.token,
    WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
    PUBLIC_URL: 'https://app.chegada.example',
    ...env,
  });
  const close = app.close.bind(app);
  app.close = async () => {
    await close();
    await Promise.all([smtp.close(), whatsapp.close()]);
  };
  return { app, smtp, whatsapp };
};
