import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Pool } from 'pg';
import { CONFIG, type Config } from '@chegada/config';
import { EVENT_STORE, type EventStore } from '@chegada/event-store';
import {
  MessageSecrets,
  NOTIFICATION_SENDER,
  type NotificationSender,
} from '@chegada/notifications';
import {
  startNotificationsWorker,
  startWorker,
  type RunningNotificationsWorker,
  type RunningWorker,
  type SideEffectHandler,
} from '@chegada/side-effects';
import { PG_POOL } from '../infrastructure';
import { effectOptions, queueOptions } from './background-options';
import { SIDE_EFFECT_HANDLERS } from './side-effects.module';

/**
 * Worker process: runs side-effect jobs, once per (handler, event) thanks to the effect log, and
 * sends the messages the API queued through NotificationJobs.
 */
@Injectable()
export class WorkerService implements OnApplicationBootstrap, OnModuleDestroy {
  private worker: RunningWorker | undefined;
  private notifications: RunningNotificationsWorker | undefined;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(NOTIFICATION_SENDER) private readonly sender: NotificationSender,
    private readonly secrets: MessageSecrets,
    @Inject(SIDE_EFFECT_HANDLERS) private readonly handlers: readonly SideEffectHandler[],
  ) {}

  onApplicationBootstrap(): void {
    const { pool, eventStore, handlers, sender, secrets } = this;
    this.worker = startWorker(effectOptions(this.config, 'worker', { pool, eventStore, handlers }));
    this.notifications = startNotificationsWorker({
      ...queueOptions(this.config, 'notifications'),
      sender,
      secrets,
    });
  }

  // Lets running jobs finish before the pool closes.
  async onModuleDestroy(): Promise<void> {
    await Promise.all([this.worker?.close(), this.notifications?.close()]);
  }
}
