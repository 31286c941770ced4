/** The parts of the bookings bench, each timed with /api/health asked meanwhile. */
import { Queue } from 'bullmq';
import { BOOKING_SYNC_QUEUE, feedSyncJob } from '../../apps/api/src/bookings';
import { probeHealthApart as probeHealth } from './health-probe';
import { propertiesOf, serveFeeds } from './ical-feeds';
import { STAYS_BENCH, STAYS_PAGE, connectStaysAccount, staysSync } from './stays';
import {
  GOALS,
  REDIS_URL,
  api,
  eventCount,
  healthFigures,
  settings,
  timedSync,
  type BenchWorld,
  type PartResult,
} from './world';

/** /api/health with nothing syncing: what this machine's other work costs it by itself. */
export async function idleHealth(world: BenchWorld): Promise<PartResult> {
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
export async function firstICalImport(world: BenchWorld): Promise<PartResult> {
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
export async function icalRecheck(world: BenchWorld): Promise<PartResult> {
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
export async function firstStaysImport(world: BenchWorld): Promise<PartResult> {
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
export async function staysResync(world: BenchWorld): Promise<PartResult> {
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

/** The parts of the bench, in order: iCal's, then Stays' (bench/bookings/stays.ts). */
export const icalParts = [idleHealth, firstICalImport, icalRecheck];
export const staysParts = [firstStaysImport, staysResync];
