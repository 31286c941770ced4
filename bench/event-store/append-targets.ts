import { randomUUID } from 'node:crypto';
import { STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { Client, type Pool } from 'pg';
import { createDatabase, createPool, migrateToLatest } from '@chegada/database';
import {
  createPostgresEventStore,
  eventStoreMigrations,
  type EventData,
  type EventMetadata,
  type EventStore,
} from '@chegada/event-store';

/** One way of appending a single event at an exact revision; -1 means a new stream. */
export type AppendTarget = {
  name: 'ours' | 'emmett' | 'raw';
  append(streamId: string, revision: number): Promise<void>;
  close(): Promise<void>;
};

const sampleData = () => ({
  reservationId: randomUUID(),
  guestName: 'Maria da Silva Santos',
  document: { kind: 'CPF', number: '123.456.789-09' },
  checkIn: '2025-12-20',
  checkOut: '2025-12-27',
  adults: 2,
  children: 1,
});

const sampleMetadata = (causationId: string): EventMetadata => ({
  actorId: randomUUID(),
  actorRole: 'DEFAULT_USER',
  correlationId: randomUUID(),
  causationId,
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chegada/bench',
  occurredAt: new Date().toISOString(),
});

/** A check-in event of realistic size, with the metadata every Chegada event carries. */
export const sampleEvent = (): EventData => {
  const id = randomUUID();
  return { id, type: 'GuestCheckedIn', data: sampleData(), metadata: sampleMetadata(id) };
};

/** Drops and recreates the bench database, so every run starts from the same empty state. */
export const recreateDatabase = async (url: string): Promise<void> => {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    await client.query(`drop database if exists ${quoted} with (force)`);
    await client.query(`create database ${quoted}`);
  } finally {
    await client.end();
  }
};

export const createOurTarget = async (
  url: string,
  poolSize: number,
): Promise<AppendTarget & { store: EventStore; pool: Pool }> => {
  const pool = createPool(url, poolSize);
  await migrateToLatest(createDatabase(pool), [eventStoreMigrations]);
  const store = createPostgresEventStore({ pool });
  return {
    name: 'ours',
    store,
    pool,
    append: async (streamId, revision) => {
      await store.append(streamId, [sampleEvent()], {
        streamState: revision < 0 ? 'no_stream' : revision,
      });
    },
    close: async () => {
      await store.close();
      await pool.end();
    },
  };
};

export const createEmmettTarget = async (url: string, poolSize: number): Promise<AppendTarget> => {
  const pool = createPool(url, poolSize);
  const store = getPostgreSQLEventStore(url, { connectionOptions: { pooled: true, pool } });
  await store.schema.migrate();
  return {
    name: 'emmett',
    append: async (streamId, revision) => {
      const event = {
        type: 'GuestCheckedIn',
        data: sampleData(),
        metadata: sampleMetadata(randomUUID()),
      };
      // Emmett counts versions from 1 (the number of events), ours revisions from 0.
      await store.appendToStream(streamId, [event], {
        expectedStreamVersion: revision < 0 ? STREAM_DOES_NOT_EXIST : BigInt(revision + 1),
      });
    },
    close: async () => {
      await store.close();
      await pool.end().catch(() => undefined);
    },
  };
};

/**
 * The floor: one autocommitted, prepared INSERT per append into a plain table whose primary
 * key still rejects a second writer at the same revision.
 */
export const createRawTarget = async (url: string, poolSize: number): Promise<AppendTarget> => {
  const pool = createPool(url, poolSize);
  await pool.query(`create table if not exists raw_events (
    global_position bigint generated always as identity,
    stream_id text not null, revision bigint not null, event_id uuid not null unique,
    event_type text not null, data jsonb not null, metadata jsonb not null,
    created_at timestamptz not null default now(), primary key (stream_id, revision))`);
  return {
    name: 'raw',
    append: async (streamId, revision) => {
      const { id, type, data, metadata } = sampleEvent();
      await pool.query({
        name: 'raw_append',
        text: `insert into raw_events (stream_id, revision, event_id, event_type, data, metadata)
               values ($1, $2, $3, $4, $5, $6)`,
        values: [streamId, revision + 1, id, type, JSON.stringify(data), JSON.stringify(metadata)],
      });
    },
    close: () => pool.end(),
  };
};
