import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Pool } from 'pg';
import { CONFIG, type Config } from '@chegada/config';
import { EVENT_STORE, type EventStore } from '@chegada/event-store';
import { startWorker, type RunningWorker, type SideEffectHandler } from '@chegada/side-effects';
import { PG_POOL } from '../infrastructure';
import { effectOptions } from './background-options';
import { SIDE_EFFECT_HANDLERS } from './side-effects.module';

/**
 * Worker process: runs side-effect jobs, once per (handler, event) thanks to the effect log;
 * every message goes out through one of them (the message effects and `send-message`).
 */
@Injectable()
export class WorkerService implements OnApplicationBootstrap, OnModuleDestroy {
  private worker: RunningWorker | undefined;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(SIDE_EFFECT_HANDLERS) private readonly handlers: readonly SideEffectHandler[],
  ) {}

  onApplicationBootstrap(): void {
    const { pool, eventStore, handlers } = this;
    this.worker = startWorker(effectOptions(this.config, 'worker', { pool, eventStore, handlers }));
  }

  // Lets running jobs finish before the pool closes.
  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
  }
}
