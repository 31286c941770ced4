import {
  checkRecipient,
  NotificationError,
  type EmailAttachment,
  type SendResult,
  type WhatsAppTemplateMessage,
} from '../notification-sender.port';

export type WhatsAppCloudOptions = {
  /** WHATSAPP_API_URL, the Graph host. */
  apiUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  token: string;
  timeoutMs?: number;
};

type CloudAnswer = {
  /** The media id of an upload. */
  id?: string;
  messages?: Array<{ id?: string }>;
  error?: { message?: string; code?: number; error_subcode?: number };
};

// Cloud API error codes that retrying cannot fix: bad parameter, template missing or not
// approved, recipient not on WhatsApp or unreachable, re-engagement window.
const PERMANENT = new Set([100, 131008, 131009, 131026, 131047, 131051, 132000, 132001, 132005]);

/**
 * WhatsApp Business Cloud API: template messages (`type: "template"`), the only kind a business
 * may start a conversation with. The API has no idempotency key: the delivery log in front of
 * this sender keeps a key from being sent twice.
 */
export class WhatsAppCloudSender {
  constructor(private readonly options: WhatsAppCloudOptions) {}

  async sendWhatsAppTemplate(message: WhatsAppTemplateMessage): Promise<SendResult> {
    checkRecipient('whatsapp', message.to);
    const header = message.document
      ? [documentHeader(await this.upload(message.document), message.document.filename)]
      : [];
    const sent = await this.post('messages', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body(message, header)),
    });
    const id = sent.messages?.[0]?.id;
    if (!id) throw new Error('WhatsApp answered no message id');
    return { messageId: id, duplicate: false };
  }

  /** POST /{phone-number-id}/media: the file's media id, for a template's document header. */
  private async upload(document: EmailAttachment): Promise<string> {
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('type', document.contentType);
    const content = Buffer.from(document.contentBase64, 'base64');
    form.set('file', new Blob([content], { type: document.contentType }), document.filename);
    const answer = await this.post('media', { body: form });
    if (!answer.id) throw new Error('WhatsApp answered no media id');
    return answer.id;
  }

  private async post(path: 'messages' | 'media', init: RequestInit): Promise<CloudAnswer> {
    const { apiUrl, apiVersion, phoneNumberId, token } = this.options;
    const response = await fetch(new URL(`/${apiVersion}/${phoneNumberId}/${path}`, apiUrl), {
      ...init,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    const answer = (await response.json().catch(() => ({}))) as CloudAnswer;
    if (response.ok && !answer.error) return answer;
    const reason = `WhatsApp ${response.status} (${answer.error?.code ?? '-'}): ${answer.error?.message ?? 'no answer'}`;
    if (answer.error?.code !== undefined && PERMANENT.has(answer.error.code)) {
      throw new NotificationError('REJECTED', reason);
    }
    throw new Error(reason);
  }
}

const documentHeader = (id: string, filename: string) => ({
  type: 'header',
  parameters: [{ type: 'document', document: { id, filename } }],
});

const body = (message: WhatsAppTemplateMessage, header: object[]) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: message.to.slice(1),
  type: 'template',
  template: {
    name: message.template,
    language: { code: message.language },
    ...(message.components?.length || header.length
      ? { components: [...header, ...(message.components ?? [])] }
      : {}),
  },
});
