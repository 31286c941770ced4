import { Client } from 'pg';
import { Redis } from 'ioredis';
import type { Config } from '@chegada/config';
import { ensureDatabaseExists } from '@chegada/database';

const COMPOSE_HINT = 'docker compose up -d postgres redis';
const TIMEOUT_MS = 5000;

/** Hides the password of a connection URL before it is printed. */
export const redactUrl = (url: string): string => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
};

const reason = (error: unknown): string => {
  const { code, message } = error as { code?: string; message?: string };
  return code ?? message ?? String(error);
};

const checkPostgres = async (url: string): Promise<void> => {
  await ensureDatabaseExists(url);
  const client = new Client({ connectionString: url, connectionTimeoutMillis: TIMEOUT_MS });
  await client.connect();
  await client.query('select 1');
  await client.end();
};

const checkRedis = async (url: string): Promise<void> => {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } finally {
    redis.disconnect();
  }
};

/**
 * Before anything starts: one line naming the variable to fix and how to start the service,
 * instead of a stack trace from deep inside a driver. Returns the problems found.
 */
export const checkServices = async (config: Config): Promise<string[]> => {
  const checks = [
    {
      name: 'PostgreSQL',
      variable: 'DATABASE_URL',
      url: config.DATABASE_URL,
      check: checkPostgres,
    },
    { name: 'Redis', variable: 'REDIS_URL', url: config.REDIS_URL, check: checkRedis },
  ];
  const results = await Promise.allSettled(checks.map(({ url, check }) => check(url)));
  return checks.flatMap(({ name, variable, url }, index) => {
    const result = results[index];
    if (result?.status !== 'rejected') return [];
    return [
      `Cannot reach ${name} at ${variable}=${redactUrl(url)} (${reason(result.reason)}). ` +
        `Set ${variable}, or start it with: ${COMPOSE_HINT}`,
    ];
  });
};
