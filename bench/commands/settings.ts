import { runKnobs } from '../knobs';

// A benchmark is not the app: it reads its own knobs, with defaults that run in minutes.
export const settings = {
  ...runKnobs({ seconds: 10, warmupSeconds: 3 }),
  accounts: Number(process.env.BENCH_ACCOUNTS ?? 1000),
  reservationsPerAccount: Number(process.env.BENCH_RESERVATIONS_PER_ACCOUNT ?? 100),
  bigAccountReservations: Number(process.env.BENCH_BIG_ACCOUNT_RESERVATIONS ?? 100_000),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
  lagRate: Number(process.env.BENCH_LAG_RATE ?? 1000),
  lagProbeIntervalMs: 20,
  lagPollMs: 2,
  listConnections: Number(process.env.BENCH_LIST_CONNECTIONS ?? 1),
  poolSize: Number(process.env.BENCH_POOL_SIZE ?? 20),
  /** A file to write a CPU profile of the API during the measured commands run to. */
  cpuProfile: process.env.BENCH_CPU_PROFILE ?? null,
  waveSize: 4000,
  seedWriters: 16,
  /** split (default): api, projections and worker processes as docker-compose.yml; all: one. */
  topology: process.env.BENCH_TOPOLOGY === 'all' ? ('all' as const) : ('split' as const),
};

export const appDescription =
  settings.topology === 'split'
    ? 'built app (node dist/apps/api/src/main.js), PROCESS=api, PROCESS=projections and PROCESS=worker in a process each, as docker-compose.yml'
    : 'built app (node dist/apps/api/src/main.js), PROCESS=all in one process, as npm start';

export const log = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

/** Records a CPU profile of the server at `baseUrl` while `work` runs, when one is asked. */
export const profiled = async <Result>(
  baseUrl: string,
  work: () => Promise<Result>,
): Promise<Result> => {
  if (!settings.cpuProfile) return work();
  await fetch(`${baseUrl}/__bench/profile/start`);
  try {
    return await work();
  } finally {
    const file = encodeURIComponent(settings.cpuProfile);
    await fetch(`${baseUrl}/__bench/profile/stop?file=${file}`);
    log(`CPU profile of the API: ${settings.cpuProfile}`);
  }
};
