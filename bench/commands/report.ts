import type { LagResult } from './lag';
import type { Cost } from './cost';
import type { LoadResult } from './load';

export const GOALS = {
  commandsPerSecond: 1500,
  commandsP99Ms: 25,
  lagP99Ms: 100,
  listP99Ms: 15,
} as const;

export type Figures = {
  baseline: LoadResult;
  /** As fast as 32 connections go: the capacity. */
  commands: LoadResult;
  /** Evenly paced at half the capacity: the latency when the cores have room. */
  halfLoad: LoadResult;
  /** Evenly paced at the goal's rate: the latency a host's traffic at that rate would meet. */
  goalLoad: LoadResult;
  lagLoad: LoadResult;
  lag: LagResult;
  list: LoadResult;
};

const pad = (text: string, width: number): string => text.padStart(width);
const fixed = (value: number, digits = 0): string => value.toFixed(digits);

export const loadTable = (results: LoadResult[]): string => {
  const header =
    `${'run'.padEnd(26)} ${pad('conn', 4)} ${pad('rate', 5)} ${pad('2xx/s', 7)} ` +
    `${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('requests', 8)} ${pad('non-2xx', 7)} ${pad('errors', 6)} ` +
    `${pad('CPU ms/req', 10)} ${pad('bg CPU ms/req', 13)} ${pad('SQL/req', 7)} ${pad('other SQL/req', 13)} ${pad('PG CPU ms/req', 13)} ` +
    `${pad('machine CPU ms/req', 18)} ${pad('client CPU ms/req', 17)}`;
  const rows = results.map(
    (result) =>
      `${result.name.padEnd(26)} ${pad(String(result.connections), 4)} ` +
      `${pad(result.rate ? String(result.rate) : 'max', 5)} ${pad(fixed(result.perSecond), 7)} ` +
      `${pad(fixed(result.p50Ms, 1), 7)} ${pad(fixed(result.p99Ms, 1), 7)} ` +
      `${pad(String(result.requests), 8)} ${pad(String(result.non2xx), 7)} ${pad(String(result.errors), 6)} ` +
      `${pad(result.cost ? fixed(result.cost.cpuMsPerRequest, 2) : '', 10)} ` +
      `${pad(result.cost?.backgroundCpuMsPerRequest != null ? fixed(result.cost.backgroundCpuMsPerRequest, 2) : '', 13)} ` +
      `${pad(result.cost ? fixed(result.cost.queriesPerRequest, 2) : '', 7)} ` +
      `${pad(result.cost?.otherQueriesPerRequest != null ? fixed(result.cost.otherQueriesPerRequest, 2) : '', 13)} ` +
      `${pad(result.cost?.databaseCpuMsPerRequest != null ? fixed(result.cost.databaseCpuMsPerRequest, 2) : '', 13)} ` +
      `${pad(result.cost ? fixed(result.cost.machineCpuMsPerRequest, 2) : '', 18)} ` +
      `${pad(result.cost ? fixed(result.cost.clientCpuMsPerRequest, 2) : '', 17)}`,
  );
  return [header, ...rows].join('\n');
};

/**
 * Commands a second the machine's cores could answer if they did nothing else, the load
 * generator moved elsewhere: a ceiling no change of latency can beat.
 */
const machineCeiling = (cost: Cost, cpus: number): number =>
  (cpus * 1000) / (cost.machineCpuMsPerRequest - cost.clientCpuMsPerRequest);

/** The paced driver's millisecond ticks may leave a paced run this far under its rate. */
const PACING_SLACK = 0.98;

export const goalLines = (
  { baseline, commands, halfLoad, goalLoad, lag, list }: Figures,
  cpus: number,
) => {
  const clean = (result: LoadResult) => result.non2xx === 0 && result.errors === 0;
  const goals = {
    commandsPerSecond: clean(commands) && commands.perSecond >= GOALS.commandsPerSecond,
    // p99 at the goal's rate, which only counts when that rate was kept up.
    commandsP99:
      clean(goalLoad) &&
      goalLoad.perSecond >= PACING_SLACK * GOALS.commandsPerSecond &&
      goalLoad.p99Ms <= GOALS.commandsP99Ms,
    lagP99: lag.p99Ms <= GOALS.lagP99Ms,
    listP99: clean(list) && list.p99Ms <= GOALS.listP99Ms,
  };
  const mark = (met: boolean): string => (met ? 'met   ' : 'MISSED');
  const ratio = commands.perSecond / baseline.perSecond;
  const cpuRatio =
    commands.cost && baseline.cost
      ? commands.cost.cpuMsPerRequest / baseline.cost.cpuMsPerRequest
      : null;
  const text = [
    ...(cpuRatio === null
      ? []
      : [
          `CPU per command: ${fixed(commands.cost!.cpuMsPerRequest, 2)} ms in the API` +
            (commands.cost!.backgroundCpuMsPerRequest === null
              ? ''
              : ` + ${fixed(commands.cost!.backgroundCpuMsPerRequest, 2)} ms in the projections and worker`) +
            ', ' +
            `${fixed(cpuRatio, 1)}x the bare route's ${fixed(baseline.cost!.cpuMsPerRequest, 2)} ms`,
        ]),
    ...(commands.cost
      ? [
          `the whole machine per command: ${fixed(commands.cost.machineCpuMsPerRequest, 2)} CPU ms, ` +
            `${fixed(commands.cost.clientCpuMsPerRequest, 2)} of them the load generator's; ` +
            `${cpus} cores at 100% with the load generator elsewhere: at most ` +
            `${fixed(machineCeiling(commands.cost, cpus))} commands/s`,
        ]
      : []),
    `at half that rate (${fixed(halfLoad.perSecond)}/s paced): p50 ${fixed(halfLoad.p50Ms, 1)} ms, p99 ${fixed(halfLoad.p99Ms, 1)} ms`,
    `commands / bare INSERT route: ${fixed(ratio * 100)}% (${fixed(commands.perSecond)} / ${fixed(baseline.perSecond)} per second)`,
    `projection lag at ${fixed(lag.probes)} probes: p50 ${fixed(lag.p50Ms, 1)} ms, p99 ${fixed(lag.p99Ms, 1)} ms, max ${fixed(lag.maxMs, 1)} ms`,
    `${mark(goals.commandsPerSecond)} commands >= ${GOALS.commandsPerSecond}/s: ${fixed(commands.perSecond)}`,
    `${mark(goals.commandsP99)} commands p99 <= ${GOALS.commandsP99Ms} ms at ${GOALS.commandsPerSecond}/s: ${fixed(goalLoad.p99Ms, 1)} (answered ${fixed(goalLoad.perSecond)}/s)`,
    `${mark(goals.lagP99)} projection lag p99 <= ${GOALS.lagP99Ms} ms: ${fixed(lag.p99Ms, 1)}`,
    `${mark(goals.listP99)} list+counters p99 <= ${GOALS.listP99Ms} ms: ${fixed(list.p99Ms, 1)}`,
  ].join('\n');
  return { goals, ratio, text };
};
