/**
 * Bookings arriving by themselves (issue 30), on the built app as docker-compose.yml deploys it
 * (the API, the projections and the worker each in a process of its own;
 * `BENCH_TOPOLOGY=all`: one process, as `npm start` runs it, so the syncs share the event loop
 * that answers health): 200 properties each with an Airbnb calendar on a local iCal peer. The first sync of
 * every feed (the host pasting its link) imports its bookings; then all 200 queued at once, as
 * the scheduled look queues the feeds due, re-check them, each answered
 * `304 Not Modified` (goal ≤ 10 s, no event written), while /api/health is asked again and
 * again (goal ≤ 50 ms at its slowest). Then one Stays account with 5,000 bookings over 250
 * pages of 20, on a local peer answering each call in 100 ms (the worker asks at most 4 at a
 * time): its first import (goal ≤ 60 s) and a re-sync with nothing changed (goal ≤ 10 s, no
 * event written). /api/health is asked from a thread of its own (the peers answer on the bench's
 * main thread). Prints a table; last line: one JSON object.
 *
 *   npm run bench:bookings
 *   BENCH_FEEDS=50 BENCH_TOPOLOGY=all npm run bench:bookings
 *   BENCH_PARTS=idleHealth,firstStaysImport,staysResync npm run bench:bookings
 */
import os from 'node:os';
import { Queue } from 'bullmq';
import { once } from 'node:events';
import { Client } from 'pg';
import { BOOKING_SYNC_QUEUE, feedSyncJob } from '../apps/api/src/bookings';
import { startICalPeer, type ICalPeer } from '../test/helpers/ical-peer';
import { runBuiltApp, startBuiltApp, type SpawnedApp } from '../test/helpers/spawn-app';
import { waitFor } from '../test/helpers/wait';
import { startStaysPeer, type StaysPeer } from '../apps/api/src/bookings/__fixtures__/stays-peer';
import { propertiesOf, serveFeeds, syncState } from './bookings/ical-feeds';
import { STAYS_BENCH, STAYS_PAGE, connectStaysAccount, staysSync } from './bookings/stays';
import { buildServer, productionSettings } from './commands/servers';
import { recreateDatabase } from './event-store/append-targets';
import type { HealthSample } from './hostile/requests';
import { probeHealthApart as probeHealth } from './bookings/health-probe';
import { aHost, type Host } from './uploads/guests';

const topology = process.env.BENCH_TOPOLOGY === 'all' ? 'all' : 'split';
const settings = {
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
const GOALS = { icalRecheckMs: 10_000, staysImportMs: 60_000, staysResyncMs: 10_000, healthMs: 50 };
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const eventCount = async (db: Client) =>
  (await db.query<{ n: number }>('select count(*)::int as n from es_events')).rows[0]!.n;

/** What one part of the bench measured: a row of the table, and its figures for the JSON. */
type PartResult = {
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
type BenchWorld = {
  app: SpawnedApp;
  host: Host;
  peer: ICalPeer;
  stays: StaysPeer;
  db: Client;
  redisPrefix: string;
};

/** The parts of the bench, in order: iCal's, then Stays' (bench/bookings/stays.ts). */
const icalParts = [idleHealth, firstICalImport, icalRecheck];
const staysParts = [firstStaysImport, staysResync];

const log = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/** /api/health's answer times that overlapped [from, to]. */
function healthFigures(samples: HealthSample[], from: number, to: number) {
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

const api = <T = unknown>(
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
const timedSync = async (world: BenchWorld, start: () => Promise<void>) => {
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

/** /api/health with nothing syncing: what this machine's other work costs it by itself. */
async function idleHealth(world: BenchWorld): Promise<PartResult> {
  const health = await probeHealth(world.app.baseUrl);
  const startedAt = performance.now();
  await new Promise((done) => setTimeout(done, 3_000));
  const endedAt = performance.now();
  const samples = await health.stop();
  return {
    part: 'idleHealth',
    name: 'nothing syncing (baseline)',
    ms: endedAt - startedAt,
    goalMs: null,
    detail: 'the machine’s own noise',
    health: healthFigures(samples, startedAt, endedAt),
    figures: {},
  };
}

/** Pasting each property's calendar link: the API queues its first sync, which imports. */
async function firstICalImport(world: BenchWorld): Promise<PartResult> {
  const residenceIds = await propertiesOf(settings.databaseUrl, world.host, settings.feeds);
  const urls = serveFeeds(world.peer, residenceIds);
  const run = await timedSync(world, async () => {
    for (const [index, id] of residenceIds.entries())
      await api(world, `/residences/${id}/calendar-feed`, {
        method: 'PUT',
        body: { url: urls[index], bookingRule: 'reserved' },
      });
  });
  return {
    part: 'firstICalImport',
    name: `first iCal sync of ${settings.feeds} feeds (imports)`,
    ms: run.ms,
    goalMs: null,
    detail: `${run.eventsWritten} events written, ${run.failed} feeds failed`,
    health: run.health,
    figures: { eventsWritten: run.eventsWritten, failedFeeds: run.failed },
  };
}

/**
 * Every property's feed queued at once, as the worker's scheduled look queues the feeds due
 * (one job each, in one addBulk): each answers 304 and nothing is written.
 */
async function icalRecheck(world: BenchWorld): Promise<PartResult> {
  const residenceIds = await propertiesOf(settings.databaseUrl, world.host, 0);
  const requestsBefore = world.peer.requests.length;
  const queue = new Queue(BOOKING_SYNC_QUEUE, {
    connection: { url: REDIS_URL },
    prefix: world.redisPrefix,
  });
  const run = await timedSync(world, async () => {
    await queue.addBulk(residenceIds.map(feedSyncJob));
  });
  await queue.close();
  const answers = world.peer.requests.slice(requestsBefore);
  const notModified = answers.filter((request) => request.status === 304).length;
  return {
    part: 'icalRecheck',
    name: `re-check of ${settings.feeds} iCal feeds (304)`,
    ms: run.ms,
    goalMs: GOALS.icalRecheckMs,
    detail: `${notModified}/${answers.length} answered 304, ${run.eventsWritten} events written`,
    health: run.health,
    figures: { notModified, requests: answers.length, eventsWritten: run.eventsWritten },
  };
}

/** A Stays "sync now" timed, with /api/health asked meanwhile and the events it wrote. */
const timedStaysSync = async (world: BenchWorld) => {
  const call = <T>(path: string, init: { method: string; body?: unknown }) =>
    api<T>(world, path, init);
  const health = await probeHealth(world.app.baseUrl);
  const eventsBefore = await eventCount(world.db);
  const requestsBefore = world.stays.requests.length;
  const startedAt = performance.now();
  const view = await staysSync({ call });
  const endedAt = performance.now();
  const samples = await health.stop();
  return {
    view,
    ms: endedAt - startedAt,
    requests: world.stays.requests.length - requestsBefore,
    eventsWritten: (await eventCount(world.db)) - eventsBefore,
    health: healthFigures(samples, startedAt, endedAt),
  };
};

/** The first import of a Stays account holding 5,000 bookings (250 pages of 20). */
async function firstStaysImport(world: BenchWorld): Promise<PartResult> {
  await connectStaysAccount(
    world.stays,
    { call: (path, init) => api(world, path, init) },
    settings.databaseUrl,
    world.host,
  );
  const run = await timedStaysSync(world);
  return {
    part: 'firstStaysImport',
    name:
      `first Stays import (${STAYS_BENCH.reservations} bookings, ` +
      `${STAYS_BENCH.reservations / STAYS_PAGE} pages, ${STAYS_BENCH.delayMs} ms a call)`,
    ms: run.ms,
    goalMs: GOALS.staysImportMs,
    detail:
      `${run.view.created} created, ${run.requests} calls, at most ${world.stays.maxInFlight} ` +
      `in flight, error ${run.view.lastError?.code ?? 'none'}`,
    health: run.health,
    figures: {
      created: run.view.created,
      pages: STAYS_BENCH.reservations / STAYS_PAGE,
      requests: run.requests,
      maxInFlight: world.stays.maxInFlight,
      eventsWritten: run.eventsWritten,
    },
  };
}

/** The same account read again with nothing changed on Stays: nothing may be written. */
async function staysResync(world: BenchWorld): Promise<PartResult> {
  const run = await timedStaysSync(world);
  return {
    part: 'staysResync',
    name: 'Stays re-sync, nothing changed',
    ms: run.ms,
    goalMs: GOALS.staysResyncMs,
    detail: `${run.view.created + run.view.changed + run.view.cancelled} changes, ${run.eventsWritten} events written`,
    health: run.health,
    figures: { requests: run.requests, eventsWritten: run.eventsWritten },
  };
}

const printTable = (results: PartResult[]): void => {
  const head = ['part', 'time s', 'goal s', 'health p50/p95/p99/max ms', 'probes', 'detail'];
  const cells = results.map((result) => [
    result.name,
    (result.ms / 1000).toFixed(2),
    result.goalMs === null ? '—' : (result.goalMs / 1000).toFixed(0),
    [result.health.p50Ms, result.health.p95Ms, result.health.p99Ms, result.health.maxMs]
      .map((ms) => ms.toFixed(1))
      .join(' / '),
    String(result.health.probes),
    result.detail,
  ]);
  const widths = head.map((title, index) =>
    Math.max(title.length, ...cells.map((cell) => cell[index]!.length)),
  );
  const line = (cell: string[]) =>
    cell
      .map((text, index) =>
        index === 0 || index === 5 ? text.padEnd(widths[index]!) : text.padStart(widths[index]!),
      )
      .join('  ');
  log(line(head));
  for (const cell of cells) log(line(cell));
};

const report = (results: PartResult[]): void => {
  const part = (run: (world: BenchWorld) => Promise<PartResult>) =>
    results.find((result) => result.part === run.name);
  const recheck = part(icalRecheck);
  const staysImport = part(firstStaysImport);
  const staysResynced = part(staysResync);
  const syncing = results.filter((result) => result.part !== idleHealth.name);
  const worstHealthMs = Math.max(...syncing.map((result) => result.health.maxMs));
  const worstP99Ms = Math.max(...syncing.map((result) => result.health.p99Ms));
  const met = {
    icalRecheck: recheck !== undefined && recheck.ms <= GOALS.icalRecheckMs,
    icalRecheckWritesNothing: recheck?.figures.eventsWritten === 0,
    staysImport:
      staysImport !== undefined &&
      staysImport.ms <= GOALS.staysImportMs &&
      staysImport.figures.created === STAYS_BENCH.reservations,
    staysResync: staysResynced !== undefined && staysResynced.ms <= GOALS.staysResyncMs,
    staysResyncWritesNothing: staysResynced?.figures.eventsWritten === 0,
    health: worstHealthMs <= GOALS.healthMs,
  };
  // A part BENCH_PARTS left out is neither met nor missed.
  const verdict = (ok: boolean, part: PartResult | undefined) =>
    part === undefined ? 'no run' : ok ? 'met   ' : 'MISSED';
  log('');
  printTable(results);
  log('');
  log(
    `${verdict(met.icalRecheck, recheck)} ${settings.feeds} iCal feeds re-checked (304) in ≤ ` +
      `${GOALS.icalRecheckMs / 1000} s: ${((recheck?.ms ?? NaN) / 1000).toFixed(2)} s`,
  );
  log(`${verdict(met.icalRecheckWritesNothing, recheck)} the re-check wrote no event`);
  log(
    `${verdict(met.staysImport, staysImport)} ${STAYS_BENCH.reservations} Stays bookings imported in ≤ ` +
      `${GOALS.staysImportMs / 1000} s: ${((staysImport?.ms ?? NaN) / 1000).toFixed(2)} s, ` +
      `${staysImport?.figures.created ?? 0} created`,
  );
  log(
    `${verdict(met.staysResync, staysResynced)} a Stays re-sync with nothing changed in ≤ ` +
      `${GOALS.staysResyncMs / 1000} s: ${((staysResynced?.ms ?? NaN) / 1000).toFixed(2)} s`,
  );
  log(`${verdict(met.staysResyncWritesNothing, staysResynced)} the Stays re-sync wrote no event`);
  log(
    `${verdict(met.health, syncing[0])} /api/health throughout ≤ ${GOALS.healthMs} ms: ` +
      `worst ${worstHealthMs.toFixed(1)} ms (worst p99 ${worstP99Ms.toFixed(1)} ms, ` +
      `${settings.topology === 'split' ? 'the API in its own process' : 'one process'})`,
  );
  log(
    JSON.stringify({
      settings,
      machine: { cpus: os.cpus().length, load: os.loadavg() },
      parts: results.map(({ name, ms, goalMs, health, figures }) => ({
        name,
        ms: Math.round(ms),
        goalMs,
        health,
        ...figures,
      })),
      worstHealthMs: Math.round(worstHealthMs * 10) / 10,
      worstHealthP99Ms: Math.round(worstP99Ms * 10) / 10,
      goals: { ...GOALS, met },
    }),
  );
};

/**
 * The built app in the bench's topology: the API (whose health is asked) and, split, the
 * projections and the worker each in a process of its own, started once the API has migrated.
 */
const startApp = async (env: Record<string, string>) => {
  const split = settings.topology === 'split';
  const api = await startBuiltApp({ ...env, PROCESS: split ? 'api' : 'api,projections,worker' });
  const background = split
    ? ['projections', 'worker'].map((kind) => runBuiltApp({ ...env, PROCESS: kind }).process)
    : [];
  const stop = async () => {
    await Promise.all([
      api.stop(),
      ...background.map(async (child) => {
        if (child.exitCode !== null) return;
        child.kill('SIGTERM');
        await once(child, 'exit');
      }),
    ]);
  };
  return { ...api, stop };
};

const main = async (): Promise<void> => {
  log(`node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg().join(' ')}`);
  buildServer();
  await recreateDatabase(settings.databaseUrl);
  const peer = await startICalPeer();
  const stays = await startStaysPeer();
  const production = productionSettings(settings.databaseUrl);
  const app = await startApp({
    ...production,
    ICAL_ALLOWED_PRIVATE_HOSTS: 'localhost',
    STAYS_BASE_URL_TEMPLATE: stays.baseUrlTemplate,
    // Only the bench's own "sync now" runs the feeds, not the schedule.
    BOOKINGS_SYNC_SECONDS: '3600',
  });
  const db = new Client({ connectionString: settings.databaseUrl });
  await db.connect();
  try {
    const host = await aHost(settings.databaseUrl, app.baseUrl);
    const world = { app, peer, stays, db, host, redisPrefix: production.REDIS_PREFIX! };
    const results: PartResult[] = [];
    const only = settings.parts === 'all' ? null : settings.parts.split(',');
    for (const part of [...icalParts, ...staysParts])
      if (!only || only.includes(part.name)) results.push(await part(world));
    report(results);
  } finally {
    await db.end();
    await app.stop();
    await peer.close();
    await stays.close();
  }
};

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
