/** The bookings bench's table, its verdicts against the goals, and its JSON line. */
import os from 'node:os';
import { firstStaysImport, icalRecheck, idleHealth, staysResync } from './parts';
import { STAYS_BENCH } from './stays';
import { GOALS, log, settings, type BenchWorld, type PartResult } from './world';

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

export const report = (results: PartResult[]): void => {
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
