import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { runBuiltApp, startBuiltApp, type SpawnedApp } from '../../test/helpers/spawn-app';
import { PROBE_OPTION } from './cost';

const ROOT = resolve(__dirname, '../..');

/** `npm run build:server`: the API runs from dist/ as `npm start` runs it. */
export const buildServer = (): void => {
  execFileSync('npm', ['run', 'build:server', '--silent'], { cwd: ROOT, stdio: 'inherit' });
};

/**
 * `split`: the API, the projections and the worker in a process each, as docker-compose.yml
 * deploys them. `all`: every process kind in the API's process, as `npm start` runs them.
 */
export type Topology = 'split' | 'all';

export type ApiSettings = {
  databaseUrl: string;
  poolSize: number;
  jwtSecret: string;
  /** DATA_ENCRYPTION_KEY, the one the seed sealed the guests' data under. */
  dataEncryptionKey: string;
  topology: Topology;
};

export type RunningApp = {
  api: SpawnedApp;
  /** The other processes (none in the `all` topology), for their CPU. */
  backgroundPids: number[];
  stop(): Promise<void>;
};

const BACKGROUND_PROCESSES = ['projections', 'worker'];

/**
 * What a bench of one API process gives it: production, logs at warn, fresh secrets and Redis
 * prefix, behind a local proxy, for the web app's origin.
 */
export const productionSettings = (databaseUrl: string): Record<string, string> => ({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  JWT_SECRET: randomBytes(32).toString('base64url'),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  REDIS_PREFIX: `bench-${randomUUID()}`,
  TRUST_PROXY: 'loopback',
  CORS_ORIGINS: 'http://localhost:3000',
  PUBLIC_URL: 'http://localhost:3000',
});

/**
 * The built product: the API with the probe (probe.cjs) preloaded and, split, a process per
 * background process. Logs at warn: a log line per request would measure the pipe to the bench.
 */
export const startApp = async (settings: ApiSettings): Promise<RunningApp> => {
  const shared = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: settings.databaseUrl,
    DATABASE_POOL_SIZE: String(settings.poolSize),
    JWT_SECRET: settings.jwtSecret,
    DATA_ENCRYPTION_KEY: settings.dataEncryptionKey,
    REDIS_PREFIX: `bench-${randomUUID()}`,
    CORS_ORIGINS: 'http://localhost:3000',
    PUBLIC_URL: 'http://localhost:3000',
  };
  const api = await startBuiltApp({
    ...shared,
    PROCESS: settings.topology === 'split' ? 'api' : 'all',
    NODE_OPTIONS: PROBE_OPTION,
    BENCH_PROBE_SPLIT: process.env.BENCH_PROBE_SPLIT ?? '0',
  });
  // Started after the API, which has migrated the database by then.
  const background =
    settings.topology === 'split'
      ? BACKGROUND_PROCESSES.map((kind) => runBuiltApp({ ...shared, PROCESS: kind }))
      : [];
  return {
    api,
    backgroundPids: background.map((app) => app.process.pid!),
    stop: async () => {
      await Promise.all([
        api.stop(),
        ...background.map(async ({ process: child }) => {
          if (child.exitCode !== null) return;
          child.kill('SIGTERM');
          await once(child, 'exit');
        }),
      ]);
    },
  };
};

export type Baseline = { baseUrl: string; stop(): Promise<void> };

/** The bare INSERT route (bare-insert-server.ts), also in a process of its own. */
export const startBaseline = async (databaseUrl: string, poolSize: number): Promise<Baseline> => {
  const child = spawn(
    process.execPath,
    ['-r', '@swc-node/register', resolve(__dirname, 'bare-insert-server.ts')],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        BENCH_DATABASE_URL: databaseUrl,
        BENCH_POOL_SIZE: String(poolSize),
        NODE_OPTIONS: PROBE_OPTION,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((done, fail) => {
    child.once('exit', (code) => fail(new Error(`the baseline server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) done(Number(match[1]));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
};
