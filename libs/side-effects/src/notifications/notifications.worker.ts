import { Worker } from 'bullmq';
import pino, { type Logger } from 'pino';
import {
  NOTIFICATIONS_QUEUE,
  type NotificationChannel,
  type NotificationJobData,
  type NotificationJobResult,
  type NotificationSender,
} from '@chegada/notifications';
import { DEFAULT_PREFIX } from '../effect-route';
import { createRedisConnection } from '../redis-connection';
import { createNotificationsProcessor } from './notifications.processor';

export type NotificationsWorkerOptions = {
  redisUrl: string;
  sender: NotificationSender;
  /** BullMQ key prefix; NotificationJobs' (REDIS_PREFIX). */
  prefix?: string;
  /** Messages sent at once. */
  concurrency?: number;
  logger?: Logger;
};

export type RunningNotificationsWorker = {
  /** Waits for messages being sent, then disconnects. */
  close(): Promise<void>;
};

/** Serves the notifications queue that NotificationJobs (libs/notifications) fills. */
export const startNotificationsWorker = (
  options: NotificationsWorkerOptions,
): RunningNotificationsWorker => {
  const logger = options.logger ?? pino({ name: 'notifications' });
  const connection = createRedisConnection(options.redisUrl, 'worker');
  const worker = new Worker<NotificationJobData, NotificationJobResult, NotificationChannel>(
    NOTIFICATIONS_QUEUE,
    createNotificationsProcessor(options.sender),
    {
      connection,
      prefix: options.prefix ?? DEFAULT_PREFIX,
      concurrency: options.concurrency ?? 5,
    },
  );
  // Without a listener an 'error' event would crash the process; Redis blips are expected.
  worker.on('error', (error) => logger.warn({ err: error }, 'Notifications worker error'));
  // The recipient is personal data: the log names the job, not the message.
  worker.on('failed', (job, error) =>
    logger.warn(
      { err: error, jobId: job?.id, channel: job?.name, attemptsMade: job?.attemptsMade },
      'Notification not sent',
    ),
  );
  return {
    close: async () => {
      await worker.close();
      connection.disconnect();
    },
  };
};
