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
import { once } from 'node:events';
import { Client } from 'pg';
import { startICalPeer } from '../test/helpers/ical-peer';
import { runBuiltApp, startBuiltApp } from '../test/helpers/spawn-app';
import { startStaysPeer } from '../apps/api/src/bookings/__fixtures__/stays-peer';
import { icalParts, staysParts } from './bookings/parts';
import { report } from './bookings/report';
import { log, settings, type PartResult } from './bookings/world';
import { buildServer, productionSettings } from './commands/servers';
import { recreateDatabase } from './event-store/append-targets';
import { aHost } from './uploads/guests';

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
