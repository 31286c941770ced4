import { createHash } from 'node:crypto';
import { Queue, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import {
  NotificationError,
  type EmailMessage,
  type SendResult,
  type WhatsAppTemplateMessage,
} from './notification-sender.port';

/** The BullMQ queue of messages to send; the notifications processor of libs/side-effects serves it. */
export const NOTIFICATIONS_QUEUE = 'notifications';

/** A job's payload: the message itself, by channel (the job's name is the channel too). */
export type NotificationJobData =
  | { channel: 'email'; message: EmailMessage }
  | { channel: 'whatsapp'; message: WhatsAppTemplateMessage };

export type NotificationChannel = NotificationJobData['channel'];

export type NotificationJobResult = SendResult;

export type NotificationRetry = {
  /** Tries per message, the first included. */
  attempts: number;
  /** First retry delay; each next one doubles. */
  backoffMs: number;
};

// A provider outage of about half an hour is absorbed: 1 s, 2 s, 4 s … 2^9 s between tries.
const DEFAULT_RETRY: NotificationRetry = { attempts: 10, backoffMs: 1_000 };

/**
 * BullMQ refuses custom job ids that contain ':' or read as an integer; such keys are hashed.
 * Any other key is the job id itself, so the queue shows what the caller named.
 */
export const notificationJobId = (idempotencyKey: string): string =>
  idempotencyKey.includes(':') || /^-?\d+$/.test(idempotencyKey)
    ? `sha256-${createHash('sha256').update(idempotencyKey).digest('hex')}`
    : idempotencyKey;

/**
 * The producer: how the API asks for an e-mail or a WhatsApp message to be sent outside the
 * request. The job id is the message's idempotency key, so a repeated request adds no second
 * job while the first is kept (completed jobs for a day, failed ones for a week); after that,
 * the sender's own idempotency (the outbox is unique on the key) still sends once.
 *
 * The message travels in the job, personal data included, which is why finished jobs do not
 * stay in Redis long.
 */
export class NotificationJobs {
  private readonly connection: Redis;
  private readonly queue: Queue<NotificationJobData, NotificationJobResult, NotificationChannel>;

  constructor(
    redisUrl: string,
    prefix: string,
    private readonly retry: NotificationRetry = DEFAULT_RETRY,
  ) {
    // Fails fast, so a request does not hang while Redis is away.
    this.connection = new Redis(redisUrl, {
      maxRetriesPerRequest: 3,
      connectionName: 'chegada-notifications',
    });
    this.queue = new Queue(NOTIFICATIONS_QUEUE, { connection: this.connection, prefix });
  }

  enqueueEmail(message: EmailMessage): Promise<void> {
    return this.enqueue({ channel: 'email', message });
  }

  enqueueWhatsAppTemplate(message: WhatsAppTemplateMessage): Promise<void> {
    return this.enqueue({ channel: 'whatsapp', message });
  }

  async close(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }

  private async enqueue(data: NotificationJobData): Promise<void> {
    const key = data.message.idempotencyKey;
    if (key.trim() === '') {
      throw new NotificationError('INVALID_MESSAGE', 'A message needs an idempotency key');
    }
    await this.queue.add(data.channel, data, this.jobOptions(key));
  }

  private jobOptions(idempotencyKey: string): JobsOptions {
    return {
      jobId: notificationJobId(idempotencyKey),
      attempts: this.retry.attempts,
      backoff: { type: 'exponential', delay: this.retry.backoffMs },
      removeOnComplete: { age: 24 * 3600, count: 1_000 },
      removeOnFail: { age: 7 * 24 * 3600, count: 1_000 },
    };
  }
}
