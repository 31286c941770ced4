/**
 * Event store benchmark (issue 2): single-event appends at an exact expected revision from
 * 1, 4, 8 and 16 writers over 10,000 streams, for our PostgreSQL adapter, Emmett's PostgreSQL
 * event store and a raw INSERT, all on one fresh database with the same pool size; then the
 * catch-up read speed of our store. Prints a table, and as the last line one JSON object.
 *
 *   npm run bench:event-store
 *   BENCH_SECONDS=10 BENCH_DATABASE_URL=postgres://… npm run bench:event-store
 */
import os from 'node:os';
import {
  measureAppends,
  seedStreams,
  StreamBook,
  type CellResult,
} from './event-store/append-cell';
import {
  createEmmettTarget,
  createOurTarget,
  createRawTarget,
  recreateDatabase,
  type AppendTarget,
} from './event-store/append-targets';
import { fillStore, measureCatchUp, type CatchUpResult } from './event-store/catch-up';
import {
  GOALS,
  appendTable,
  catchUpLines,
  goalLines,
  ratioTable,
  ratiosOf,
} from './event-store/report';
import { runKnobs } from './knobs';

// A benchmark is not the app: it reads its own knobs, with defaults that run in minutes.
const settings = {
  ...runKnobs({ seconds: 5, warmupSeconds: 1 }),
  poolSize: Number(process.env.BENCH_POOL_SIZE ?? 20),
  streams: Number(process.env.BENCH_STREAMS ?? 10_000),
  writerCounts: [1, 4, 8, 16],
  catchUpEvents: Number(process.env.BENCH_CATCH_UP_EVENTS ?? 200_000),
  pageSize: Number(process.env.BENCH_PAGE_SIZE ?? 1000),
};

const log = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

/** Creates every stream of a target with its first event (untimed). */
const seed = async (target: AppendTarget): Promise<StreamBook> => {
  const book = new StreamBook(`bench-${target.name}`, settings.streams);
  const started = performance.now();
  await seedStreams(target, book, 16);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`${target.name}: seeded ${book.count} streams in ${seconds} s`);
  return book;
};

/**
 * The three targets take turns at each writer count, so a burst of load from elsewhere on
 * the machine skews one writer count rather than one target's whole series.
 */
const benchAppends = async (targets: AppendTarget[]): Promise<CellResult[]> => {
  const books = new Map<AppendTarget, StreamBook>();
  for (const target of targets) books.set(target, await seed(target));
  const cells: CellResult[] = [];
  for (const writers of settings.writerCounts) {
    for (const [target, book] of books) {
      const cell = await measureAppends(
        target,
        book,
        writers,
        settings.seconds,
        settings.warmupSeconds,
      );
      log(`${target.name}: ${writers} writers, ${cell.appendsPerSecond.toFixed(0)} appends/s`);
      cells.push(cell);
    }
  }
  return cells;
};

const countAppends = (cells: CellResult[], target: AppendTarget['name']): number =>
  cells.filter((cell) => cell.target === target).reduce((sum, cell) => sum + cell.appends, 0);

const loadAverage = (): string =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

type Machine = { cpus: number; loadBefore: string; loadAfter: string };

/** The tables for people, then the JSON line for scripts (it must stay the last line). */
const printReport = (cells: CellResult[], catchUp: CatchUpResult, machine: Machine): void => {
  const ratios = ratiosOf(cells, settings.writerCounts);
  const { goals, text } = goalLines(ratios, catchUp);
  log('');
  log(appendTable(cells));
  log('');
  log(ratioTable(ratios));
  log('');
  log(catchUpLines(catchUp));
  log('');
  log(text);
  log(`load average before ${machine.loadBefore}, after ${machine.loadAfter}`);
  log(
    JSON.stringify({
      settings,
      machine,
      cells,
      ratios,
      catchUp,
      goals: { targets: GOALS, met: goals },
    }),
  );
};

const main = async (): Promise<void> => {
  // Other work on the machine moves these figures a lot; the load average says how much.
  const machine: Machine = { cpus: os.cpus().length, loadBefore: loadAverage(), loadAfter: '' };
  log(
    `node ${process.version}, ${machine.cpus} CPUs, load ${machine.loadBefore}, ` +
      `${settings.seconds} s per cell, pool ${settings.poolSize}`,
  );
  await recreateDatabase(settings.databaseUrl);
  const ours = await createOurTarget(settings.databaseUrl, settings.poolSize);
  const emmett = await createEmmettTarget(settings.databaseUrl, settings.poolSize);
  const raw = await createRawTarget(settings.databaseUrl, settings.poolSize);

  const cells = await benchAppends([ours, emmett, raw]);
  await Promise.all([emmett.close(), raw.close()]);

  // Warm-up appends are not in the cells, so the log is counted rather than computed.
  const existing = Number(
    (await ours.pool.query<{ count: string }>('select count(*) from es_events')).rows[0]?.count,
  );
  log(`ours: ${existing} events after the append cells (${countAppends(cells, 'ours')} measured)`);
  // Long cells on a fast machine may already have written more than the catch-up size.
  const total = Math.max(existing, settings.catchUpEvents);
  await fillStore(ours.store, existing, total);
  const catchUp = await measureCatchUp(ours.store, total, settings.pageSize);
  await ours.close();

  machine.loadAfter = loadAverage();
  printReport(cells, catchUp, machine);
};

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
