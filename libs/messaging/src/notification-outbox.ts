import type { ColumnType, Kysely, Selectable } from 'kysely';
import type { Pool } from 'pg';
import { createDatabase } from '@chegada/database';
import {
  checkRecipient,
  NotificationError,
  type EmailMessage,
  type NotificationSender,
  type SendResult,
  type WhatsAppTemplateComponent,
  type WhatsAppTemplateMessage,
} from './notification-sender.port';

export type OutboxChannel = 'email' | 'whatsapp';

type EmailBody = { text: string; html: string | null };
type WhatsAppBody = {
  language: string;
  components: WhatsAppTemplateComponent[];
  /** The file name of a DOCUMENT header (the front desk's PDF), when there is one. */
  document?: string;
};

type OutboxTable = {
  notification_outbox: {
    id: ColumnType<string, never, never>;
    channel: OutboxChannel;
    recipient: string;
    subject: string;
    body: ColumnType<EmailBody | WhatsAppBody, string, never>;
    idempotency_key: string;
    created_at: ColumnType<Date, never, never>;
  };
};

type OutboxRow = Selectable<OutboxTable['notification_outbox']>;

/** One recorded message, as the admin page shows it. */
export type OutboxMessage = { id: string; to: string; idempotencyKey: string; createdAt: Date } & (
  | { channel: 'email'; subject: string; text: string; html: string | null }
  | {
      channel: 'whatsapp';
      template: string;
      language: string;
      components: WhatsAppTemplateComponent[];
      document?: string;
    }
);

export type OutboxQuery = { page?: number; perPage?: number; channel?: OutboxChannel };

export type OutboxPage = { items: OutboxMessage[]; total: number; lastPage: number };

const MAX_PER_PAGE = 100;

const masking =
  (secrets: readonly string[] = []) =>
  (text: string): string =>
    secrets.reduce((masked, secret) => masked.replaceAll(secret, '•'.repeat(secret.length)), text);

/**
 * The development adapter of NotificationSender: nothing leaves the machine; every message is
 * recorded in notification_outbox (once per idempotency key), its secrets masked, and listed
 * for admins at GET /api/admin/outbox. Construct it with the application's pool.
 */
export class NotificationOutbox implements NotificationSender {
  private readonly db: Kysely<OutboxTable>;

  constructor(pool: Pool) {
    this.db = createDatabase<OutboxTable>(pool);
  }

  async sendEmail(message: EmailMessage): Promise<SendResult> {
    checkRecipient('email', message.to);
    // The record keeps a one-time code masked; a provider sends the message as it is.
    const hide = masking(message.secrets);
    const body: EmailBody = {
      text: hide(message.text),
      html: message.html ? hide(message.html) : null,
    };
    return this.record('email', message.to, hide(message.subject), body, message.idempotencyKey);
  }

  async sendWhatsAppTemplate(message: WhatsAppTemplateMessage): Promise<SendResult> {
    checkRecipient('whatsapp', message.to);
    const hide = masking(message.secrets);
    const components = (message.components ?? []).map((component) => ({
      ...component,
      parameters: component.parameters.map((parameter) => ({
        ...parameter,
        text: hide(parameter.text),
      })),
    }));
    const body: WhatsAppBody = {
      language: message.language,
      components,
      ...(message.document ? { document: message.document.filename } : {}),
    };
    return this.record('whatsapp', message.to, message.template, body, message.idempotencyKey);
  }

  /** Newest first; `page` starts at 1 and `perPage` is at most 100. */
  async list(query: OutboxQuery = {}): Promise<OutboxPage> {
    const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Math.trunc(query.perPage ?? 20)));
    const page = Math.max(1, Math.trunc(query.page ?? 1));
    let filtered = this.db.selectFrom('notification_outbox');
    if (query.channel) filtered = filtered.where('channel', '=', query.channel);
    const [rows, counted] = await Promise.all([
      filtered
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const total = Number(counted.total);
    return { items: rows.map(toMessage), total, lastPage: Math.max(1, Math.ceil(total / perPage)) };
  }

  private async record(
    channel: OutboxChannel,
    recipient: string,
    subject: string,
    body: EmailBody | WhatsAppBody,
    idempotencyKey: string,
  ): Promise<SendResult> {
    if (idempotencyKey.trim() === '') {
      throw new NotificationError('INVALID_MESSAGE', 'A message needs an idempotency key');
    }
    const inserted = await this.db
      .insertInto('notification_outbox')
      .values({
        channel,
        recipient,
        subject,
        body: JSON.stringify(body),
        idempotency_key: idempotencyKey,
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { messageId: inserted.id, duplicate: false };
    const existing = await this.db
      .selectFrom('notification_outbox')
      .select('id')
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirstOrThrow();
    return { messageId: existing.id, duplicate: true };
  }
}

const toMessage = (row: OutboxRow): OutboxMessage => {
  const common = {
    id: row.id,
    to: row.recipient,
    idempotencyKey: row.idempotency_key,
    createdAt: row.created_at,
  };
  if (row.channel === 'email') {
    const body = row.body as EmailBody;
    return { ...common, channel: 'email', subject: row.subject, text: body.text, html: body.html };
  }
  const body = row.body as WhatsAppBody;
  return {
    ...common,
    channel: 'whatsapp',
    template: row.subject,
    language: body.language,
    components: body.components,
    ...(body.document ? { document: body.document } : {}),
  };
};
