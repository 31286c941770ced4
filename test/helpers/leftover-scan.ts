import { Client } from 'pg';
import Redis from 'ioredis';
import type { TestApp } from './app';

// "Gone" checked everywhere (issue 32): after a deletion or a retention run, a guest's name, CPF,
// e-mail or phone must not be readable in any column of any table nor in any Redis key of the
// app, wherever a future feature might have copied it (idempotent answers, the outbox, delivery
// logs, job payloads…). The places are found, never listed by hand.

/** Where one of the needles was still found: `table.column` or `redis key`, and which needle. */
export type Leftover = { where: string; needle: string };

type Column = { schema: string; table: string; column: string; type: string };

const TEXT_TYPES = ['text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'bytea'];

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every column of the app's tables that can hold text (bytea too: a file stored in clear). */
const textColumns = async (client: Client): Promise<Column[]> =>
  (
    await client.query<Column>(
      `select c.table_schema as schema, c.table_name as table, c.column_name as column,
              c.data_type as type
         from information_schema.columns c
         join information_schema.tables t
           on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema not in ('pg_catalog', 'information_schema')
          and t.table_type = 'BASE TABLE'
          and c.data_type = any($1)`,
      [TEXT_TYPES],
    )
  ).rows;

const columnHolds = async (client: Client, column: Column, needle: string): Promise<boolean> => {
  const table = `${quoted(column.schema)}.${quoted(column.table)}`;
  const value = quoted(column.column);
  const test =
    column.type === 'bytea'
      ? `position(convert_to($1, 'UTF8') in ${value}) > 0`
      : `strpos(lower(${value}::text), lower($1)) > 0`;
  const { rows } = await client.query(`select 1 from ${table} where ${test} limit 1`, [needle]);
  return rows.length > 0;
};

const databaseLeftovers = async (url: string, needles: readonly string[]): Promise<Leftover[]> => {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const found: Leftover[] = [];
    for (const column of await textColumns(client)) {
      for (const needle of needles) {
        if (await columnHolds(client, column, needle)) {
          found.push({ where: `${column.table}.${column.column}`, needle });
        }
      }
    }
    return found;
  } finally {
    await client.end();
  }
};

/** Everything a Redis key holds, as text, whatever its type. */
const keyText = async (redis: Redis, key: string): Promise<string> => {
  switch (await redis.type(key)) {
    case 'string':
      return (await redis.get(key)) ?? '';
    case 'hash':
      return JSON.stringify(await redis.hgetall(key));
    case 'list':
      return JSON.stringify(await redis.lrange(key, 0, -1));
    case 'set':
      return JSON.stringify(await redis.smembers(key));
    case 'zset':
      return JSON.stringify(await redis.zrange(key, 0, -1));
    case 'stream':
      return JSON.stringify(await redis.xrange(key, '-', '+'));
    default:
      return '';
  }
};

const redisLeftovers = async (
  url: string,
  prefix: string,
  needles: readonly string[],
): Promise<Leftover[]> => {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    const found: Leftover[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      for (const key of keys) {
        const text = `${key}\n${await keyText(redis, key)}`.toLowerCase();
        for (const needle of needles) {
          if (text.includes(needle.toLowerCase())) found.push({ where: `redis ${key}`, needle });
        }
      }
    } while (cursor !== '0');
    return found;
  } finally {
    redis.disconnect();
  }
};

/**
 * Every column of the app's database and every Redis key under its prefix that still holds one of
 * `needles` (case-insensitive): `[]` when the guest's data is gone everywhere.
 */
export const findLeftovers = async (
  app: Pick<TestApp, 'config' | 'database'>,
  needles: readonly string[],
): Promise<Leftover[]> => [
  ...(await databaseLeftovers(app.database.url, needles)),
  ...(await redisLeftovers(app.config.REDIS_URL, app.config.REDIS_PREFIX, needles)),
];

/**
 * The one column where a guest's deletion keeps their name in clear, on purpose: the kept
 * identity record's `holder_name`, which the host's list shows and searches for the retention
 * period and which goes with the record at its `keep_until` (docs/architecture.md, "The kept
 * name in the list").
 */
export const KEPT_NAME_COLUMN = 'personal_data_kept.holder_name';

/** `findLeftovers` less the kept record's name: `[]` when nothing else of the guest is left. */
export const leftoversBesideKeptName = async (
  app: Pick<TestApp, 'config' | 'database'>,
  needles: readonly string[],
): Promise<Leftover[]> =>
  (await findLeftovers(app, needles)).filter((each) => each.where !== KEPT_NAME_COLUMN);

/**
 * Rows a deletion keeps on purpose under the guest's key: the access logs (who opened what, no
 * data of theirs) and their requests, kept as records without the address they asked from.
 */
const KEPT_GUEST_ROWS = ['access_log', 'guest_consents', 'personal_data_requests'];

/**
 * The tables that still hold a row of this guest of the stay, by their guest key: what no text
 * scan finds (a check's verdict, a keyed hash, ids). The tables are found, never listed by hand.
 */
export const rowsOfGuest = async (
  app: Pick<TestApp, 'database'>,
  reservationId: string,
  guest: string,
): Promise<string[]> => {
  const client = new Client({ connectionString: app.database.url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ table: string }>(
      `select c.table_name as table from information_schema.columns c
         join information_schema.tables t
           on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.column_name in ('reservation_id', 'guest')
        group by c.table_name having count(*) = 2 order by c.table_name`,
    );
    const found: string[] = [];
    for (const { table } of tables.filter((each) => !KEPT_GUEST_ROWS.includes(each.table))) {
      const { rows } = await client.query(
        `select 1 from ${quoted(table)} where reservation_id::text = $1 and guest = $2 limit 1`,
        [reservationId, guest],
      );
      if (rows.length > 0) found.push(table);
    }
    return found;
  } finally {
    await client.end();
  }
};
