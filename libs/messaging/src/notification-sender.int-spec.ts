import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import {
  startSmtpPeer,
  startWhatsAppPeer,
  type SmtpPeer,
  type WhatsAppPeer,
} from '@chegada/testing';
import { useTestPool } from './__fixtures__/test-pool';
import { createNotificationSender, type ConfiguredSender } from './create-notification-sender';
import { DeliveryLog } from './delivery-log';
import type { EmailMessage } from './notification-sender.port';

const settings = (overrides: Record<string, string | undefined> = {}) => ({
  MAIL_FROM: 'nao-responda@chegada.com.br',
  WHATSAPP_API_URL: 'https://graph.facebook.com',
  WHATSAPP_API_VERSION: 'v21.0',
  ...overrides,
});

const email = (overrides: Partial<EmailMessage> = {}): EmailMessage => ({
  to: 'ana@example.com',
  subject: 'Seu check-in na Casa Azul',
  text: 'Olá Ana, preencha: https://app.example/p/formdata/x',
  html: '<p>Olá Ana, <a href="https://app.example/p/formdata/x">preencha</a></p>',
  idempotencyKey: `key-${randomUUID()}`,
  reservationId: randomUUID(),
  template: 'guest-link',
  fromName: 'Casa Azul',
  language: 'pt-BR',
  ...overrides,
});

describe('the configured sender against real peers', () => {
  const db = useTestPool();
  let smtp: SmtpPeer;
  let whatsapp: WhatsAppPeer;
  let configured: ConfiguredSender;
  let log: DeliveryLog;

  beforeAll(async () => {
    log = new DeliveryLog(db.pool);
    smtp = await startSmtpPeer({
      refuseRecipient: (to) => (to.startsWith('gone') ? 550 : undefined),
    });
    whatsapp = await startWhatsAppPeer();
    configured = createNotificationSender(
      settings({
        SMTP_URL: smtp.url,
        WHATSAPP_API_URL: whatsapp.url,
        WHATSAPP_TOKEN: whatsapp.token,
        WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
      }),
      db.pool,
    );
  });
  afterAll(async () => {
    configured.close();
    await Promise.all([smtp.close(), whatsapp.close()]);
  });

  it('e-mails text, HTML, the sender name, language, unsubscribe link and attachments', async () => {
    const message = email({
      unsubscribeUrl: 'https://app.example/u/config',
      attachments: [
        {
          filename: 'list.txt',
          contentType: 'text/plain',
          contentBase64: Buffer.from('ABC1D23').toString('base64'),
        },
      ],
    });
    const result = await configured.sender.sendEmail(message);

    const mail = smtp.received.at(-1);
    expect(mail?.from?.value).toEqual([
      { name: 'Casa Azul', address: 'nao-responda@chegada.com.br' },
    ]);
    expect(mail?.subject).toBe('Seu check-in na Casa Azul');
    expect(mail?.text).toContain('https://app.example/p/formdata/x');
    expect(mail?.html).toContain('<a href="https://app.example/p/formdata/x">');
    expect(mail?.headers.get('content-language')).toBe('pt-BR');
    expect(mail?.headerLines.find((header) => header.key === 'list-unsubscribe')?.line).toBe(
      'List-Unsubscribe: <https://app.example/u/config>',
    );
    expect(mail?.attachments[0]?.content.toString()).toBe('ABC1D23');
    expect(mail?.messageId).toBe(result.messageId);
    expect(await log.ofReservation(message.reservationId ?? '')).toEqual([
      expect.objectContaining({
        channel: 'email',
        provider: 'smtp',
        destination: 'a***@example.com',
        template: 'guest-link',
        status: 'sent',
        providerMessageId: result.messageId,
      }),
    ]);
  });

  it('sends a key once, however often it is asked', async () => {
    const message = email();
    const before = smtp.received.length;
    const first = await configured.sender.sendEmail(message);
    const again = await configured.sender.sendEmail({ ...message, subject: 'other' });
    expect(again).toEqual({ messageId: first.messageId, duplicate: true });
    expect(smtp.received.length).toBe(before + 1);
  });

  it('records a refused recipient as failed and gives up on it', async () => {
    const message = email({ to: 'gone@example.com' });
    await expect(configured.sender.sendEmail(message)).rejects.toMatchObject({ code: 'REJECTED' });
    expect(await log.ofReservation(message.reservationId ?? '')).toEqual([
      expect.objectContaining({ status: 'failed', error: expect.stringContaining('550') }),
    ]);
  });

  it('sends WhatsApp templates as the Cloud API takes them', async () => {
    const reservationId = randomUUID();
    const result = await configured.sender.sendWhatsAppTemplate({
      to: '+5511987654321',
      template: 'chegada_guest_link',
      language: 'pt_BR',
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ana' }] }],
      idempotencyKey: `wa-${randomUUID()}`,
      reservationId,
    });
    expect(whatsapp.accepted.at(-1)).toEqual({
      path: `/v21.0/${whatsapp.phoneNumberId}/messages`,
      authorization: `Bearer ${whatsapp.token}`,
      body: expect.objectContaining({
        messaging_product: 'whatsapp',
        to: '5511987654321',
        type: 'template',
        template: {
          name: 'chegada_guest_link',
          language: { code: 'pt_BR' },
          components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ana' }] }],
        },
      }),
    });
    expect(result.messageId).toMatch(/^wamid\./);
    expect(await log.ofReservation(reservationId)).toEqual([
      expect.objectContaining({ destination: '+*********4321', status: 'sent' }),
    ]);
  });

  it('retries what the Cloud API may accept later and gives up on a missing template', async () => {
    const message = {
      to: '+5511987654321',
      template: 'chegada_missing',
      language: 'pt_BR',
      idempotencyKey: `wa-${randomUUID()}`,
    };
    whatsapp.fault = { status: 429, code: 130429, message: 'Rate limit hit' };
    const throttled = configured.sender.sendWhatsAppTemplate(message);
    await expect(throttled).rejects.toThrow('Rate limit hit');
    await expect(throttled).rejects.not.toMatchObject({ code: 'REJECTED' });
    whatsapp.fault = { status: 404, code: 132001, message: 'Template name does not exist' };
    await expect(configured.sender.sendWhatsAppTemplate(message)).rejects.toMatchObject({
      code: 'REJECTED',
    });
    whatsapp.fault = undefined;
  });
});

describe('the sender with nothing configured', () => {
  it('names what goes to the development outbox', async () => {
    const pool = new Pool({ connectionString: 'postgres://unused@127.0.0.1:1/none' });
    const configured = createNotificationSender(settings(), pool);
    expect(configured.unconfigured).toEqual([
      'e-mail (SMTP_URL)',
      'WhatsApp (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID)',
    ]);
    await pool.end();
  });
});
