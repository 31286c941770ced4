import { Global, Module } from '@nestjs/common';
import type { Pool } from 'pg';
import { NotificationOutbox } from '@chegada/notifications';
import { PG_POOL } from '../infrastructure/tokens';

/** Injection token of the configured NotificationSender (the outbox until SMTP/WhatsApp exist). */
export const NOTIFICATION_SENDER = Symbol('NOTIFICATION_SENDER');

@Global()
@Module({
  providers: [
    {
      provide: NotificationOutbox,
      inject: [PG_POOL],
      useFactory: (pool: Pool) => new NotificationOutbox(pool),
    },
    { provide: NOTIFICATION_SENDER, useExisting: NotificationOutbox },
  ],
  exports: [NotificationOutbox, NOTIFICATION_SENDER],
})
export class NotificationsModule {}
