import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { CONFIG, type Config } from '@chegada/config';
import {
  createNotificationSender,
  DeliveryLog,
  NOTIFICATION_SENDER,
  NotificationOutbox,
  type ConfiguredSender,
} from '@chegada/messaging';
import { LOGGER, PG_POOL } from '../infrastructure';
import { MessageRequests } from './message-requests';

// One token for the whole code base: the port's (libs/messaging), re-exported for the API.
export { NOTIFICATION_SENDER };

const CONFIGURED_SENDER = Symbol('CONFIGURED_SENDER');

/**
 * The configured NotificationSender (SMTP and WhatsApp Cloud where configured, the development
 * outbox otherwise, every attempt in the delivery log) and MessageRequests, through which the
 * API asks for a message that no reservation event sends.
 */
@Global()
@Module({
  providers: [
    {
      provide: NotificationOutbox,
      inject: [PG_POOL],
      useFactory: (pool: Pool) => new NotificationOutbox(pool),
    },
    {
      provide: CONFIGURED_SENDER,
      inject: [CONFIG, PG_POOL, NotificationOutbox, LOGGER],
      useFactory: (config: Config, pool: Pool, outbox: NotificationOutbox, logger: Logger) => {
        const configured = createNotificationSender(config, pool, outbox);
        if (configured.unconfigured.length > 0) {
          logger.warn(
            `Not configured, sent to the development outbox (/api/admin/outbox): ${configured.unconfigured.join(', ')}`,
          );
        }
        return configured;
      },
    },
    {
      provide: NOTIFICATION_SENDER,
      inject: [CONFIGURED_SENDER],
      useFactory: (configured: ConfiguredSender) => configured.sender,
    },
    { provide: DeliveryLog, inject: [PG_POOL], useFactory: (pool: Pool) => new DeliveryLog(pool) },
    MessageRequests,
  ],
  exports: [NotificationOutbox, NOTIFICATION_SENDER, MessageRequests, DeliveryLog],
})
export class MessageDeliveryModule implements OnApplicationShutdown {
  constructor(@Inject(CONFIGURED_SENDER) private readonly configured: ConfiguredSender) {}

  onApplicationShutdown(): void {
    this.configured.close();
  }
}
