import { UnrecoverableError, type Job } from 'bullmq';
import {
  NotificationError,
  type NotificationChannel,
  type NotificationJobData,
  type NotificationJobResult,
  type NotificationSender,
} from '@chegada/notifications';

export type NotificationJob = Job<NotificationJobData, NotificationJobResult, NotificationChannel>;

/**
 * The processor of the notifications queue. It only dispatches: the job's message goes to the
 * configured sender with its idempotency key, so a job retried after the provider accepted the
 * message (or enqueued again once the first job was removed) does not send twice.
 *
 * A message no provider can accept (NotificationError) fails at once: retrying does not help.
 * Anything else (a provider or database outage) is thrown as is, and BullMQ retries with
 * exponential backoff.
 */
export const createNotificationsProcessor =
  (sender: NotificationSender) =>
  async (job: NotificationJob): Promise<NotificationJobResult> => {
    try {
      return await send(sender, job.data);
    } catch (error) {
      if (error instanceof NotificationError) {
        throw new UnrecoverableError(`${error.code}: ${error.message}`);
      }
      throw error;
    }
  };

const send = (sender: NotificationSender, data: NotificationJobData) => {
  switch (data.channel) {
    case 'email':
      return sender.sendEmail(data.message);
    case 'whatsapp':
      return sender.sendWhatsAppTemplate(data.message);
    default:
      return unknownChannel(data);
  }
};

// Jobs written by a newer version of the API may name a channel this worker does not know.
const unknownChannel = (data: never): never => {
  throw new UnrecoverableError(`Unknown notification channel in ${JSON.stringify(data)}`);
};
