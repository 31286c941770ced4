import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { CONFIG, type Config } from '@chegada/config';
import { hkdfSync } from 'node:crypto';
import {
  MessageSecrets,
  NOTIFICATION_SENDER,
  NotificationJobs,
  NotificationOutbox,
} from '@chegada/notifications';
import { resolveMasterKey } from '@chegada/personal-data';
import { PG_POOL } from '../infrastructure';

// One token for the whole code base: the port's (libs/notifications), re-exported for the API.
export { NOTIFICATION_SENDER };

/**
 * The configured NotificationSender (the outbox until SMTP/WhatsApp exist) and NotificationJobs,
 * the producer through which the API asks for a message to be sent outside the request.
 */
@Global()
@Module({
  providers: [
    {
      provide: NotificationOutbox,
      inject: [PG_POOL],
      useFactory: (pool: Pool) => new NotificationOutbox(pool),
    },
    { provide: NOTIFICATION_SENDER, useExisting: NotificationOutbox },
    {
      // The API seals one-time codes into jobs and the worker opens them: one derived key.
      provide: MessageSecrets,
      inject: [CONFIG],
      useFactory: (config: Config) =>
        new MessageSecrets(
          Buffer.from(
            hkdfSync(
              'sha256',
              resolveMasterKey(config.DATA_ENCRYPTION_KEY),
              'chegada',
              'notification-secrets',
              32,
            ),
          ),
        ),
    },
    {
      provide: NotificationJobs,
      inject: [CONFIG, MessageSecrets],
      useFactory: (config: Config, secrets: MessageSecrets) =>
        new NotificationJobs(config.REDIS_URL, config.REDIS_PREFIX, undefined, secrets),
    },
  ],
  exports: [NotificationOutbox, NOTIFICATION_SENDER, NotificationJobs, MessageSecrets],
})
export class NotificationsModule implements OnApplicationShutdown {
  constructor(@Inject(NotificationJobs) private readonly jobs: NotificationJobs) {}

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.close();
  }
}
