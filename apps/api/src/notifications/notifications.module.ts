import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { CONFIG, type Config } from '@chegada/config';
import { NOTIFICATION_SENDER, NotificationJobs, NotificationOutbox } from '@chegada/notifications';
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
      provide: NotificationJobs,
      inject: [CONFIG],
      useFactory: (config: Config) => new NotificationJobs(config.REDIS_URL, config.REDIS_PREFIX),
    },
  ],
  exports: [NotificationOutbox, NOTIFICATION_SENDER, NotificationJobs],
})
export class NotificationsModule implements OnApplicationShutdown {
  constructor(@Inject(NotificationJobs) private readonly jobs: NotificationJobs) {}

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.close();
  }
}
