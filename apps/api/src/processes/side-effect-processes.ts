import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Pool } from 'pg';
import { CONFIG, type Config } from '@chegada/config';
import { EVENT_STORE, type EventStore } from '@chegada/event-store';
import { createLogger } from '@chegada/logging';
import {
  startDispatcher,
  startWorker,
  type Dispatcher,
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
    const logger = createLogger(config).child({ name });
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

/** A part of the side-effect path, started at boot and stopped before the pool closes. */
abstract class SideEffectPart implements OnApplicationBootstrap, OnModuleDestroy {
  private running: { stop(): Promise<void> } | undefined;

  protected abstract start(): { stop(): Promise<void> };

  onApplicationBootstrap(): void {
    this.running = this.start();
  }

  // Before the pool closes, so a batch in flight commits and running jobs finish.
  async onModuleDestroy(): Promise<void> {
    await this.running?.stop();
  }
}

/** Projections process: turns events into side-effect jobs (one active dispatcher per deployment). */
@Injectable()
export class DispatcherService extends SideEffectPart {
  constructor(private readonly sources: SideEffectSources) {
    super();
  }

  protected start(): Dispatcher {
    return startDispatcher(this.sources.options('dispatcher'));
  }
}

/**
 * Worker process: runs side-effect jobs, once per (handler, event) thanks to the effect log;
 * every message goes out through one of them (the message effects and `send-message`).
 */
@Injectable()
export class WorkerService extends SideEffectPart {
  constructor(private readonly sources: SideEffectSources) {
    super();
  }

  protected start(): { stop(): Promise<void> } {
    const worker = startWorker(this.sources.options('worker'));
    return { stop: () => worker.close() };
  }
}
