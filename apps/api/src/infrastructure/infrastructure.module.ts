import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import { CONFIG, type Config } from '@chegada/config';
import { createDatabase, createPool } from '@chegada/database';
import { createEventStore, EVENT_STORE, type EventStore } from '@chegada/event-store';
import { createLogger } from '@chegada/logging';
import { PersonalDataVault, resolveMasterKey } from '@chegada/personal-data';

import { InFlightRequests } from './in-flight-requests';
import { DATABASE, LOGGER, PG_POOL, REDIS } from './tokens';

/** How long shutdown waits for running handlers before closing the connections anyway. */
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * PostgreSQL pool, Kysely, Redis, the event store and the personal-data vault: created once,
 * closed at shutdown once the route handlers still running have finished.
 */
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
    {
      provide: PersonalDataVault,
      inject: [CONFIG, DATABASE],
      useFactory: (config: Config, db: Kysely<unknown>) =>
        new PersonalDataVault(db, resolveMasterKey(config.DATA_ENCRYPTION_KEY)),
    },
    InFlightRequests,
    { provide: LOGGER, inject: [CONFIG], useFactory: createLogger },
  ],
  exports: [PG_POOL, DATABASE, REDIS, EVENT_STORE, PersonalDataVault, InFlightRequests, LOGGER],
})
export class InfrastructureModule implements OnApplicationShutdown {
  constructor(
    @Inject(DATABASE) private readonly database: Kysely<unknown>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly inFlight: InFlightRequests,
  ) {}

  private readonly logger = new Logger('Shutdown');

  // Runs after every module's onModuleDestroy (projections and jobs have finished their
  // batch) and after the HTTP server closed, which waits for connections only: a handler
  // whose client hung up may still be running, so it gets to finish first.
  async onApplicationShutdown(signal?: string): Promise<void> {
    await this.inFlight.drained(DRAIN_TIMEOUT_MS);
    await this.eventStore.close();
    this.redis.disconnect();
    // Kysely's destroy ends the pool it wraps.
    await this.database.destroy();
    this.logger.log(`Stopped${signal ? ` on ${signal}` : ''}: connections closed`);
  }
}
