import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { startBuiltApp, type SpawnedApp } from '../../test/helpers/spawn-app';
import { PROBE_OPTION } from './cost';

const ROOT = resolve(__dirname, '../..');

/** `npm run build:server`: the API runs from dist/ as `npm start` runs it. */
export const buildServer = (): void => {
  execFileSync('npm', ['run', 'build:server', '--silent'], { cwd: ROOT, stdio: 'inherit' });
};

export type ApiSettings = {
  databaseUrl: string;
  poolSize: number;
  jwtSecret: string;
  /** DATA_ENCRYPTION_KEY, the one the seed sealed the guests' data under. */
  dataEncryptionKey: string;
};

/**
 * The built product in a process of its own, every role in it as `npm start` runs them, so
 * the projections the lag is measured on run beside the API. Logs at warn: a log line per
 * request would measure the pipe to this process. The probe (probe.cjs) is preloaded.
 */
export const startApi = (settings: ApiSettings): Promise<SpawnedApp> =>
  startBuiltApp({
    NODE_ENV: 'production',
    ROLE: 'all',
    LOG_LEVEL: 'warn',
    DATABASE_URL: settings.databaseUrl,
    DATABASE_POOL_SIZE: String(settings.poolSize),
    JWT_SECRET: settings.jwtSecret,
    DATA_ENCRYPTION_KEY: settings.dataEncryptionKey,
    NODE_OPTIONS: PROBE_OPTION,
    BENCH_PROBE_SPLIT: process.env.BENCH_PROBE_SPLIT ?? '0',
    REDIS_PREFIX: `bench-${randomUUID()}`,
    CORS_ORIGINS: 'http://localhost:3000',
    PUBLIC_URL: 'http://localhost:3000',
  });

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
