import { Module } from '@nestjs/common';
import type { Pool } from 'pg';
import { CONFIG, type Config } from '@chegada/config';
import { NOTIFICATION_SENDER, type NotificationSender } from '@chegada/notifications';
import type { SideEffectHandler } from '@chegada/side-effects';
import { PersonalDataVault } from '@chegada/personal-data';
import { PG_POOL } from '../../infrastructure';
import { ReservationCommandsModule } from '../../reservations';
import { LockPasscodesModule, LockPasscodesRepository } from '../../locks';
import { doorCodeEffect } from './door-code.effect';
import { FrontDeskMessages, frontDeskEffects } from './front-desk-list';
import { messageEffect, MESSAGES_QUEUE } from './message-effect';
import { sendMessageEffect } from './message-requests';
import { messageEffects } from './message-effects';
import { MessageRecipientsRepository } from './message-recipients.repository';
import { MessageScenes } from './message-scene';
import { ResendMessages } from './resend-messages';
import { ReservationMessagesController } from './reservation-messages.controller';
import { MessageTemplatesController } from '../templates/message-templates.controller';
import { MessageTemplatesRepository } from '../templates/message-templates.repository';
import { derivedKey } from '../notifications.module';
import { ProcessNotificationController } from '../process-notification/process-notification.controller';
import { ProcessNotificationService } from '../process-notification/process-notification.service';
import { ProcessTokens } from '../process-notification/process-tokens';

/** The message effects' handlers, as the side-effects list takes them. */
export const MESSAGE_EFFECTS = Symbol('MESSAGE_EFFECTS');

/** What a reservation's messages read: the reservation, its property and its recipients. */
@Module({
  imports: [ReservationCommandsModule],
  providers: [
    MessageRecipientsRepository,
    MessageTemplatesRepository,
    MessageScenes,
    FrontDeskMessages,
    {
      provide: ProcessTokens,
      inject: [CONFIG],
      useFactory: (config: Config) => new ProcessTokens(derivedKey(config, 'process-notification')),
    },
  ],
  exports: [MessageScenes, FrontDeskMessages, MessageTemplatesRepository, ProcessTokens],
})
export class MessageScenesModule {}

/** What a reservation's events send (guest, host and front desk), run by the worker. */
@Module({
  imports: [MessageScenesModule, LockPasscodesModule],
  providers: [
    {
      provide: MESSAGE_EFFECTS,
      inject: [
        MessageScenes,
        FrontDeskMessages,
        NOTIFICATION_SENDER,
        LockPasscodesRepository,
        PG_POOL,
        PersonalDataVault,
      ],
      useFactory: (
        scenes: MessageScenes,
        frontDesk: FrontDeskMessages,
        sender: NotificationSender,
        locks: LockPasscodesRepository,
        pool: Pool,
        vault: PersonalDataVault,
      ): SideEffectHandler[] => [
        ...[...messageEffects, doorCodeEffect(locks), ...frontDeskEffects(frontDesk)].map(
          (definition) => messageEffect(definition, scenes, sender, pool),
        ),
        sendMessageEffect(vault, sender, pool, MESSAGES_QUEUE),
      ],
    },
  ],
  exports: [MESSAGE_EFFECTS],
})
export class MessagesModule {}

/** The host's routes: a reservation's deliveries, the front desk's list, the message texts. */
@Module({
  imports: [MessageScenesModule, ReservationCommandsModule],
  controllers: [
    ReservationMessagesController,
    MessageTemplatesController,
    ProcessNotificationController,
  ],
  providers: [ProcessNotificationService, ResendMessages],
})
export class ReservationMessagesModule {}
