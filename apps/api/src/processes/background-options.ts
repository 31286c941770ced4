import type { Pool } from 'pg';
import pino, { type Logger } from 'pino';
import type { Config } from '@chegada/config';
import type { EventStore } from '@chegada/event-store';
import type { SideEffectHandler } from '@chegada/side-effects';

/** The dispatcher and the worker log through pino directly, at the configured level. */
export const backgroundLogger = (config: Config, name: string): Logger =>
  pino({ name, level: config.LOG_LEVEL });

type EffectSources = {
  pool: Pool;
  eventStore: EventStore;
  handlers: readonly SideEffectHandler[];
};

/** What the dispatcher and the side-effect worker both start from: the same events and handlers. */
export const effectOptions = (config: Config, name: string, sources: EffectSources) => ({
  ...sources,
  // Where BullMQ's queues are: the dispatcher and the worker must agree.
  redisUrl: config.REDIS_URL,
  prefix: config.REDIS_PREFIX,
  logger: backgroundLogger(config, name),
});
