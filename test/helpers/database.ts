import { Client } from 'pg';
import type { Kysely } from 'kysely';
import { createDatabase, createPool, migrateToLatest } from '@chegada/database';
import { allMigrations } from '../../apps/api/src/database/all-migrations';

/** Server every integration test talks to; CI and developers have it on 127.0.0.1. */
export const TEST_SERVER_URL =
  process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const PREFIX = 'chegada_t_';
// Longer than any run, a slow one on a loaded machine included: a run that starts drops only
// what no run still uses (a 73-minute int run once lost its template to a helper's new run).
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

const admin = async <T>(work: (client: Client) => Promise<T>): Promise<T> => {
  const client = new Client({ connectionString: `${TEST_SERVER_URL}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const uniqueName = (kind: string): string =>
  `${PREFIX}${Date.now()}_${kind}_${Math.random().toString(36).slice(2, 8)}`;

export const databaseUrl = (name: string): string => `${TEST_SERVER_URL}/${name}`;

/** Drops what earlier, interrupted runs left behind (names carry their creation time). */
const dropStaleDatabases = (client: Client): Promise<void> =>
  client
    .query<{ datname: string }>(`select datname from pg_database where datname like '${PREFIX}%'`)
    .then(async ({ rows }) => {
      for (const { datname } of rows) {
        const createdAt = Number(datname.slice(PREFIX.length).split('_')[0]);
        if (Date.now() - createdAt > STALE_AFTER_MS) {
          await client.query(`drop database if exists "${datname}" with (force)`);
        }
      }
    });

export const createTemplateDatabase = async (): Promise<string> => {
  const name = uniqueName('template');
  await admin(async (client) => {
    await dropStaleDatabases(client);
    await client.query(`create database "${name}"`);
  });
  const pool = createPool(databaseUrl(name), 2);
  const db = createDatabase<unknown>(pool);
  try {
    await migrateToLatest(db, allMigrations);
  } finally {
    await db.destroy();
  }
  return name;
};

export type TestDatabase = {
  name: string;
  url: string;
  /** A Kysely instance on the copy; destroyed by drop(). */
  db: Kysely<unknown>;
  drop(): Promise<void>;
};

/** Drops a database the test made, whether or not it was ever created. */
export const dropDatabase = (name: string): Promise<unknown> =>
  admin((client) => client.query(`drop database if exists "${name}" with (force)`));

/** A fresh, migrated database of its own for one test file. */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const template = process.env.CHEGADA_TEST_TEMPLATE;
  if (!template)
    throw new Error('CHEGADA_TEST_TEMPLATE is not set: run through the int or e2e project');
  const name = uniqueName('db');
  await admin((client) => client.query(`create database "${name}" template "${template}"`));
  const url = databaseUrl(name);
  const db = createDatabase<unknown>(createPool(url, 10));
  return {
    name,
    url,
    db,
    drop: async () => {
      await db.destroy();
      await dropDatabase(name);
    },
  };
};
