import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Pool } from 'pg';
import { CONFIG, type Config } from '@chegada/config';
import { EVENT_STORE, type EventStore } from '@chegada/event-store';
import { NOTIFICATION_SENDER, type NotificationSender } from '@chegada/notifications';
import {
  startNotificationsWorker,
  startWorker,
  type RunningNotificationsWorker,
  type RunningWorker,
  type SideEffectHandler,
} from '@chegada/side-effects';
import { PG_POOL } from '../infrastructure';
import { backgroundLogger } from './background-logger';
import { SIDE_EFFECT_HANDLERS } from './side-effects.module';

/**
 * Worker role: runs side-effect jobs, once per (handler, event) thanks to the effect log, and
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
    @Inject(SIDE_EFFECT_HANDLERS) private readonly handlers: readonly SideEffectHandler[],
  ) {}

  onApplicationBootstrap(): void {
    this.worker = startWorker({
      pool: this.pool,
      eventStore: this.eventStore,
      redisUrl: this.config.REDIS_URL,
      prefix: this.config.REDIS_PREFIX,
      handlers: this.handlers,
      logger: backgroundLogger(this.config, 'worker'),
    });
    this.notifications = startNotificationsWorker({
      redisUrl: this.config.REDIS_URL,
      prefix: this.config.REDIS_PREFIX,
      sender: this.sender,
      logger: backgroundLogger(this.config, 'notifications'),
    });
  }

  // Lets running jobs finish before the pool closes.
  async onModuleDestroy(): Promise<void> {
    await Promise.all([this.worker?.close(), this.notifications?.close()]);
  }
}
