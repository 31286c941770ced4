import type { Pool } from 'pg';
import type { Config } from '@chegada/config';
import type { EventStore } from './event-store.port';
import { createKurrentDbEventStore } from './kurrentdb';
import { createPostgresEventStore } from './postgres/postgres-event-store';

/**
 * The adapter chosen by EVENT_STORE; PostgreSQL shares the given pool. Every process (app,
 * rebuild command) goes through here: replaying an empty log from the wrong store would wipe
 * a read model.
 */
export const createEventStore = (
  config: Pick<Config, 'EVENT_STORE' | 'KURRENTDB_URL' | 'PROJECTION_POLL_MS'>,
  pool: Pool,
): EventStore => {
  switch (config.EVENT_STORE) {
    case 'postgres':
      return createPostgresEventStore({ pool, pollIntervalMs: config.PROJECTION_POLL_MS });
    case 'kurrentdb':
      // loadConfig guarantees the URL when kurrentdb is chosen.
      return createKurrentDbEventStore({ connectionString: config.KURRENTDB_URL ?? '' });
  }
};
