import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Pool } from 'pg';
import { CONFIG, type Config } from '@chegada/config';
import { EVENT_STORE, type EventStore } from '@chegada/event-store';
import { startDispatcher, type Dispatcher } from '@chegada/side-effects';
import type { SideEffectHandler } from '@chegada/side-effects';
import { PG_POOL } from '../infrastructure';
import { effectOptions } from './background-options';
import { SIDE_EFFECT_HANDLERS } from './side-effects.module';

/** Projections process: turns events into side-effect jobs (one active dispatcher per deployment). */
@Injectable()
export class DispatcherService implements OnApplicationBootstrap, OnModuleDestroy {
  private dispatcher: Dispatcher | undefined;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(SIDE_EFFECT_HANDLERS) private readonly handlers: readonly SideEffectHandler[],
  ) {}

  onApplicationBootstrap(): void {
    const { pool, eventStore, handlers } = this;
    this.dispatcher = startDispatcher(
      effectOptions(this.config, 'dispatcher', { pool, eventStore, handlers }),
    );
  }

  // Before the pool closes, so a batch in flight commits.
  async onModuleDestroy(): Promise<void> {
    await this.dispatcher?.stop();
  }
}
