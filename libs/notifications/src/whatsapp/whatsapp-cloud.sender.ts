import {
  checkRecipient,
  NotificationError,
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
    const { apiUrl, apiVersion, phoneNumberId, token } = this.options;
    const response = await fetch(new URL(`/${apiVersion}/${phoneNumberId}/messages`, apiUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body(message)),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    const answer = (await response.json().catch(() => ({}))) as CloudAnswer;
    const id = answer.messages?.[0]?.id;
    if (response.ok && id) return { messageId: id, duplicate: false };
    const reason = `WhatsApp ${response.status} (${answer.error?.code ?? '-'}): ${answer.error?.message ?? 'no message id'}`;
    if (answer.error?.code !== undefined && PERMANENT.has(answer.error.code)) {
      throw new NotificationError('REJECTED', reason);
    }
    throw new Error(reason);
  }
}

const body = (message: WhatsAppTemplateMessage) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: message.to.slice(1),
  type: 'template',
  template: {
    name: message.template,
    language: { code: message.language },
    ...(message.components?.length ? { components: message.components } : {}),
  },
});
