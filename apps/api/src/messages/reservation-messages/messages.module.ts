import { Module, type DynamicModule, type Type } from '@nestjs/common';
import type { Pool } from 'pg';
import { CONFIG, type Config } from '@chegada/config';
import { NOTIFICATION_SENDER, type NotificationSender } from '@chegada/messaging';
import type { SideEffectHandler } from '@chegada/side-effects';
import { PersonalDataVault, purposeKey } from '@chegada/personal-data';
import { PG_POOL } from '../../infrastructure';
import { PaidMessages, PaidMessagesModule } from '../delivery/paid-messages';
import { ReservationCommandsModule } from '../../reservations';
import { DoorCodes, LockPasscodesModule } from '../../locks';
import { ReservationStreamModule, ReservationStreamReader } from '../../reservation-stream';
import { doorCodeEffect } from './door-code.effect';
import { FrontDeskMessages, frontDeskEffects } from './front-desk-list';
import { messageEffect } from './message-effect';
import { MESSAGES_QUEUE, sendMessageEffect } from '../../message-delivery';
import { messageEffects } from './message-effects';
import { stayNewsAfterLink } from './stay-news';
import {
  IMPORTED_RESERVATIONS,
  importedLinkPending,
  type ImportedReservations,
} from './imported-link-pending';
import { MessageRecipientsRepository } from './message-recipients.repository';
import { ReservationSnapshots } from './reservation-snapshot';
import { ResendMessages } from './resend-messages';
import { ReservationMessagesController } from './reservation-messages.controller';
import { MessageTemplatesController } from '../message-templates/message-templates.controller';
import { MessageTemplatesRepository } from '../message-templates/message-templates.repository';
import { ProcessNotificationController } from '../approve-by-link/process-notification.controller';
import { ProcessNotificationService } from '../approve-by-link/process-notification.service';
import { ProcessTokens } from '../approve-by-link/process-tokens';

/** The message effects' handlers, as the side-effects list takes them. */
export const MESSAGE_EFFECTS = Symbol('MESSAGE_EFFECTS');

/** What a reservation's messages read: the reservation, its property and its recipients. */
@Module({
  imports: [ReservationCommandsModule],
  providers: [
    MessageRecipientsRepository,
    MessageTemplatesRepository,
    ReservationSnapshots,
    FrontDeskMessages,
    {
      provide: ProcessTokens,
      inject: [CONFIG],
      useFactory: (config: Config) =>
        new ProcessTokens(purposeKey(config.DATA_ENCRYPTION_KEY, 'process-notification')),
    },
  ],
  exports: [ReservationSnapshots, FrontDeskMessages, MessageTemplatesRepository, ProcessTokens],
})
export class ReservationSnapshotsModule {}

/** What a reservation's events send (guest, host and front desk), run by the worker. */
@Module({
  imports: [
    ReservationSnapshotsModule,
    LockPasscodesModule,
    ReservationStreamModule,
    PaidMessagesModule,
  ],
  providers: [
    {
      provide: MESSAGE_EFFECTS,
      inject: [
        ReservationSnapshots,
        FrontDeskMessages,
        NOTIFICATION_SENDER,
        DoorCodes,
        ReservationStreamReader,
        PG_POOL,
        PersonalDataVault,
        PaidMessages,
        IMPORTED_RESERVATIONS,
      ],
      useFactory: (
        snapshots: ReservationSnapshots,
        frontDesk: FrontDeskMessages,
        sender: NotificationSender,
        doorCodes: DoorCodes,
        stream: ReservationStreamReader,
        pool: Pool,
        vault: PersonalDataVault,
        paid: PaidMessages,
        imports: ImportedReservations,
      ): SideEffectHandler[] => [
        ...[
          ...messageEffects,
          ...stayNewsAfterLink(importedLinkPending(imports, pool)),
          doorCodeEffect(doorCodes, stream),
          ...frontDeskEffects(frontDesk),
        ].map((definition) => messageEffect(definition, snapshots, sender, pool, paid)),
        sendMessageEffect(vault, sender, pool, MESSAGES_QUEUE),
      ],
    },
  ],
  exports: [MESSAGE_EFFECTS],
})
export class MessagesModule {
  /**
   * With the bookings module's answer to "did an import bring this reservation?": `module`
   * exports `provider`. The processes pass it in, as bookings' link dispatch already builds on
   * this module: messages never import bookings.
   */
  static register(imported: { module: Type; provider: Type<ImportedReservations> }): DynamicModule {
    return {
      module: MessagesModule,
      imports: [imported.module],
      providers: [{ provide: IMPORTED_RESERVATIONS, useExisting: imported.provider }],
    };
  }
}

/** The host's routes: a reservation's deliveries, the front desk's list, the message texts. */
@Module({
  imports: [ReservationSnapshotsModule, PaidMessagesModule, ReservationCommandsModule],
  controllers: [
    ReservationMessagesController,
    MessageTemplatesController,
    ProcessNotificationController,
  ],
  providers: [ProcessNotificationService, ResendMessages],
})
export class ReservationMessagesModule {}
