import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Pool } from 'pg';
import pino from 'pino';
import { CONFIG, type Config } from '@chegada/config';
import { EVENT_STORE, type EventStore } from '@chegada/event-store';
import {
  startDispatcher,
  startWorker,
  type Dispatcher,
  type RunningWorker,
  type SideEffectHandler,
} from '@chegada/side-effects';
import { PG_POOL } from '../infrastructure';
import { SIDE_EFFECT_HANDLERS } from './side-effects.handlers';

/** What the dispatcher and the worker both start from: the same events, handlers and queues. */
@Injectable()
export class SideEffectSources {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(SIDE_EFFECT_HANDLERS) private readonly handlers: readonly SideEffectHandler[],
  ) {}

  /** `name` names the log; the queues' Redis and prefix must be the same on both sides. */
  options(name: string) {
    const { config, pool, eventStore, handlers } = this;
    const logger = pino({ name, level: config.LOG_LEVEL });
    return {
      pool,
      eventStore,
      handlers,
      redisUrl: config.REDIS_URL,
      prefix: config.REDIS_PREFIX,
      logger,
    };
  }
}

/** Projections process: turns events into side-effect jobs (one active dispatcher per deployment). */
@Injectable()
export class DispatcherService implements OnApplicationBootstrap, OnModuleDestroy {
  private dispatcher: Dispatcher | undefined;

  constructor(private readonly sources: SideEffectSources) {}

  onApplicationBootstrap(): void {
    this.dispatcher = startDispatcher(this.sources.options('dispatcher'));
  }

  // Before the pool closes, so a batch in flight commits.
  async onModuleDestroy(): Promise<void> {
    await this.dispatcher?.stop();
  }
}

/**
 * Worker process: runs side-effect jobs, once per (handler, event) thanks to the effect log;
 * every message goes out through one of them (the message effects and `send-message`).
 */
@Injectable()
export class WorkerService implements OnApplicationBootstrap, OnModuleDestroy {
  private worker: RunningWorker | undefined;

  constructor(private readonly sources: SideEffectSources) {}

  onApplicationBootstrap(): void {
    this.worker = startWorker(this.sources.options('worker'));
  }

  // Lets running jobs finish before the pool closes.
  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
  }
}
