/** What the bookings bench's parts share: its settings and goals, the world they run in, timing. */
import { Client } from 'pg';
import type { ICalPeer } from '../../test/helpers/ical-peer';
import type { SpawnedApp } from '../../test/helpers/spawn-app';
import { waitFor } from '../../test/helpers/wait';
import type { StaysPeer } from '../../apps/api/src/bookings/__fixtures__/stays-peer';
import type { HealthSample } from '../hostile/requests';
import type { Host } from '../uploads/guests';
import { probeHealthApart as probeHealth } from './health-probe';
import { syncState } from './ical-feeds';

const topology = process.env.BENCH_TOPOLOGY === 'all' ? 'all' : 'split';
export const settings = {
  databaseUrl:
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/chegada_bench_bookings',
  feeds: Number(process.env.BENCH_FEEDS ?? 200),
  topology,
  api:
    topology === 'split'
      ? 'built app: PROCESS=api, projections and worker each in a process (docker-compose.yml)'
      : 'built app: PROCESS=api,projections,worker in one process (npm start)',
  parts: process.env.BENCH_PARTS ?? 'all',
};
export const GOALS = {
  icalRecheckMs: 10_000,
  staysImportMs: 60_000,
  staysResyncMs: 10_000,
  healthMs: 50,
};
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export const eventCount = async (db: Client) =>
  (await db.query<{ n: number }>('select count(*)::int as n from es_events')).rows[0]!.n;

/** What one part of the bench measured: a row of the table, and its figures for the JSON. */
export type PartResult = {
  /** The function that measured it. */
  part: string;
  name: string;
  ms: number;
  goalMs: number | null;
  detail: string;
  health: ReturnType<typeof healthFigures>;
  figures: Record<string, number>;
};

/** Everything a part may use: the running app, its host (signed in), the iCal peer. */
export type BenchWorld = {
  app: SpawnedApp;
  host: Host;
  peer: ICalPeer;
  stays: StaysPeer;
  db: Client;
  redisPrefix: string;
};

export const log = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/** /api/health's answer times that overlapped [from, to]. */
export function healthFigures(samples: HealthSample[], from: number, to: number) {
  const ms = samples
    .filter((sample) => sample.at <= to && sample.at + sample.ms >= from)
    .map((sample) => sample.ms)
    .sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    probes: ms.length,
    p50Ms: round(percentile(ms, 50)),
    p95Ms: round(percentile(ms, 95)),
    p99Ms: round(percentile(ms, 99)),
    maxMs: round(ms.at(-1) ?? NaN),
  };
}

export const api = <T = unknown>(
  world: BenchWorld,
  path: string,
  init: { method: string; body?: unknown },
): Promise<T> =>
  fetch(`${world.app.baseUrl}/api${path}`, {
    method: init.method,
    headers: { authorization: `Bearer ${world.host.token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  }).then(async (response) => {
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  });

/** Runs `start`, then waits until every feed has synced since it began; health meanwhile. */
export const timedSync = async (world: BenchWorld, start: () => Promise<void>) => {
  const health = await probeHealth(world.app.baseUrl);
  const since = new Date();
  const before = await syncState(world.db, new Date(0));
  const startedAt = performance.now();
  await start();
  const after = await waitFor(
    () => syncState(world.db, since),
    (state) => state.synced >= settings.feeds,
    120_000,
  );
  const endedAt = performance.now();
  const samples = await health.stop();
  return {
    ms: endedAt - startedAt,
    failed: after.failed,
    eventsWritten: after.events - before.events,
    health: healthFigures(samples, startedAt, endedAt),
  };
};
