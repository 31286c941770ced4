import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import { CONFIG, type Config } from '@chegada/config';
import { createDatabase, createPool } from '@chegada/database';
import { createEventStore, EVENT_STORE, type EventStore } from '@chegada/event-store';

import { DATABASE, PG_POOL, REDIS } from './tokens';

/** PostgreSQL pool, Kysely, Redis and the event store: created once, closed at shutdown. */
@Global()
@Module({
  providers: [
    {
      provide: PG_POOL,
      inject: [CONFIG],
      useFactory: (config: Config) => createPool(config.DATABASE_URL, config.DATABASE_POOL_SIZE),
    },
    { provide: DATABASE, inject: [PG_POOL], useFactory: (pool: Pool) => createDatabase(pool) },
    {
      provide: REDIS,
      inject: [CONFIG],
      useFactory: (config: Config) =>
        new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3, lazyConnect: false }),
    },
    {
      provide: EVENT_STORE,
      inject: [CONFIG, PG_POOL],
      useFactory: (config: Config, pool: Pool) => createEventStore(config, pool),
    },
  ],
  exports: [PG_POOL, DATABASE, REDIS, EVENT_STORE],
})
export class InfrastructureModule implements OnApplicationShutdown {
  constructor(
    @Inject(DATABASE) private readonly database: Kysely<unknown>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  private readonly logger = new Logger('Shutdown');

  // Runs after every module's onModuleDestroy: projections and jobs have finished their batch.
  async onApplicationShutdown(signal?: string): Promise<void> {
    await this.eventStore.close();
    this.redis.disconnect();
    // Kysely's destroy ends the pool it wraps.
    await this.database.destroy();
    this.logger.log(`Stopped${signal ? ` on ${signal}` : ''}: connections closed`);
  }
}
