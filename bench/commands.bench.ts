/**
 * Reservation commands benchmark (issue 4). On a fresh database holding 100,000 reservations
 * across 1,000 accounts (plus one account holding 100,000 for the list), the built app runs
 * as docker-compose.yml deploys it, the API, the projections and the worker in a process each
 * (BENCH_TOPOLOGY=all: every role in one, as `npm start`); autocannon drives approve, refuse,
 * cancel and revert over HTTP as fast as 32 connections go, and a bare route doing one INSERT
 * per request is the floor. Then the projection lag (command answered → visible in the list)
 * at 1,000 commands/s paced, commands evenly paced at half the flat-out rate and at the goal's
 * 1,500/s (latencies count from when each command was due), and the list with its counters
 * for the big account. Each measured run says what it cost per request: CPU of the API, of
 * the projections and worker, of PostgreSQL, of the whole machine and of the bench itself.
 * Between runs the projections catch up and the database is vacuumed and analysed, as
 * autovacuum would (this machine's PostgreSQL has it off). Prints tables, and as the last
 * line one JSON object.
 *
 *   npm run bench:commands
 *   BENCH_SECONDS=20 BENCH_ACCOUNTS=100 npm run bench:commands
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Pool } from 'pg';
import { createPool } from '@chegada/database';
import { recreateDatabase } from './event-store/append-targets';
import { vacuumAnalyze, waitForProjections } from './commands/catch-up';
import { BENCH_APPLICATION_NAME, describeRun, measureCost } from './commands/cost';
import { measureLag } from './commands/lag';
import { runLoad, type LoadResult } from './commands/load';
import { goalLines, GOALS, loadTable, type Figures } from './commands/report';
import { seedWorld } from './commands/seed';
import { buildServer, startApp, startBaseline } from './commands/servers';
import { CommandQueue, targetsOf, tokenSigner, type BenchRequest } from './commands/workload';
import { appDescription, log, profiled, settings } from './commands/settings';

const loadAverage = (): string =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * A warm-up run (not reported), then the measured one with what it cost the server at
 * `baseUrl`; `settle` runs inside the measured window (the projections catching up).
 */
const measured = async (
  baseUrl: string,
  run: (seconds: number, name: string) => Promise<LoadResult>,
  name: string,
  settle: () => Promise<unknown> = async () => undefined,
  database?: Pool,
  backgroundPids: readonly number[] = [],
): Promise<LoadResult> => {
  if (settings.warmupSeconds > 0) await run(settings.warmupSeconds, `${name} (warm-up)`);
  const { result, cost } = await measureCost(
    baseUrl,
    async () => {
      const loaded = await run(settings.seconds, name);
      await settle();
      return loaded;
    },
    database,
    backgroundPids,
  );
  log(`${name}: ${describeRun(result, cost)}`);
  return { ...result, cost };
};

const main = async (): Promise<void> => {
  const machine = { cpus: os.cpus().length, loadBefore: loadAverage(), loadAfter: '' };
  log(
    `node ${process.version}, ${machine.cpus} CPUs, load ${machine.loadBefore}; ${appDescription}`,
  );
  buildServer();
  await recreateDatabase(settings.databaseUrl);
  const dataEncryptionKey = randomBytes(32).toString('base64');
  const world = await seedWorld(
    settings.databaseUrl,
    { ...settings, writers: settings.seedWriters, dataEncryptionKey },
    log,
  );
  log(
    `seeded ${world.reservations} reservations, ${world.events} events in ${world.seconds.toFixed(0)} s`,
  );

  const jwtSecret = randomBytes(32).toString('base64url');
  const sign = tokenSigner(jwtSecret);
  const targets = targetsOf(world.accounts, sign);
  // The lag probes get reservations of their own; the queues share out the rest.
  const probeTargets = targets.splice(0, 2000);
  // Named, so the database CPU measured for the servers leaves the bench's own queries out.
  const pool = createPool(settings.databaseUrl, 4, { application_name: BENCH_APPLICATION_NAME });

  const baseline = await startBaseline(settings.databaseUrl, settings.poolSize);
  const baselineQueue = new CommandQueue(targets, settings.waveSize, true);
  const bare = await measured(
    baseline.baseUrl,
    (seconds, name) =>
      runLoad({
        name,
        url: baseline.baseUrl,
        connections: settings.connections,
        seconds,
        next: () => baselineQueue.take(),
      }),
    'bare INSERT route',
    undefined,
    pool,
  ).finally(() => baseline.stop());

  const app = await startApp({
    databaseUrl: settings.databaseUrl,
    poolSize: settings.poolSize,
    jwtSecret,
    dataEncryptionKey,
    topology: settings.topology,
  });
  const { api, backgroundPids } = app;
  try {
    const caughtUp = await waitForProjections(pool, log);
    log(`projections caught up with the seed in ${caughtUp.toFixed(0)} s`);
    // Between runs: projections caught up, then what autovacuum would have done by then.
    const settled = async () => {
      await waitForProjections(pool, log);
      await vacuumAnalyze(pool);
    };
    await vacuumAnalyze(pool);
    const queue = new CommandQueue(targets, settings.waveSize);
    const next = (): BenchRequest => queue.take();
    const commands = await profiled(api.baseUrl, () =>
      measured(
        api.baseUrl,
        (seconds, name) =>
          runLoad({ name, url: api.baseUrl, connections: settings.connections, seconds, next }),
        'commands',
        () => waitForProjections(pool, log),
        pool,
        backgroundPids,
      ),
    );
    await vacuumAnalyze(pool);

    const [lagLoad, lag] = await Promise.all([
      runLoad({
        name: `commands at ${settings.lagRate}/s`,
        url: api.baseUrl,
        connections: settings.connections,
        seconds: settings.seconds,
        rate: settings.lagRate,
        next,
      }),
      measureLag({
        baseUrl: api.baseUrl,
        pool,
        targets: probeTargets,
        seconds: settings.seconds - 1,
        intervalMs: settings.lagProbeIntervalMs,
        pollMs: settings.lagPollMs,
      }),
    ]);
    await settled();

    // Evenly paced runs, with what they cost: half of what the machine answered flat out (the
    // tail when the cores have room), then the goal's own rate (what a host's traffic at
    // 1,500 commands/s would meet).
    const paced = async (rate: number): Promise<LoadResult> => {
      const { result, cost } = await measureCost(
        api.baseUrl,
        async () => {
          const loaded = await runLoad({
            name: `commands at ${rate}/s`,
            url: api.baseUrl,
            connections: settings.connections,
            seconds: settings.seconds,
            rate,
            next,
          });
          await waitForProjections(pool, log);
          return loaded;
        },
        pool,
        backgroundPids,
      );
      await vacuumAnalyze(pool);
      return { ...result, cost };
    };
    const halfLoad = await paced(Math.max(1, Math.round(commands.perSecond / 2)));
    const goalLoad = await paced(GOALS.commandsPerSecond);

    const listRequest: BenchRequest = {
      method: 'GET',
      path: '/api/stays/reservations',
      headers: { authorization: `Bearer ${sign(world.big.id)}` },
    };
    const list = await measured(
      api.baseUrl,
      (seconds, name) =>
        runLoad({
          name,
          url: api.baseUrl,
          connections: settings.listConnections,
          seconds,
          next: () => listRequest,
        }),
      `list+counters (${world.big.reservationIds.length})`,
      undefined,
      pool,
      backgroundPids,
    );

    machine.loadAfter = loadAverage();
    const figures: Figures = { baseline: bare, commands, halfLoad, goalLoad, lagLoad, lag, list };
    const { goals, ratio, text } = goalLines(figures, machine.cpus);
    log('');
    log(loadTable([bare, commands, halfLoad, goalLoad, lagLoad, list]));
    log('');
    log(text);
    log(`load average before ${machine.loadBefore}, after ${machine.loadAfter}`);
    log(
      JSON.stringify({
        settings: { ...settings, app: appDescription },
        machine,
        seed: {
          reservations: world.reservations,
          events: world.events,
          seconds: world.seconds,
          projectionCatchUpSeconds: caughtUp,
        },
        ...figures,
        commandsOverBaseline: ratio,
        goals: { targets: GOALS, met: goals },
      }),
    );
  } finally {
    await app.stop();
    await pool.end();
  }
};

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
