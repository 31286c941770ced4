import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Pool } from 'pg';

/** The preload that counts CPU, requests and SQL statements in a server process. */
export const PROBE_OPTION = `--require ${resolve(__dirname, 'probe.cjs')}`;

type ProbeSnapshot = {
  cpuMs: number;
  systemCpuMs: number;
  requests: number;
  requestQueries: number;
  /** null unless the probe splits statements (BENCH_PROBE_SPLIT=1). */
  otherQueries: number | null;
};

/**
 * What a run cost the server process, per request it answered: CPU of the whole process, SQL
 * statements sent on behalf of the requests, and the others (projections, jobs: in the API's
 * process they work for these commands too). Unlike requests per second, these hardly move
 * when other work shares the machine.
 */
export type Cost = {
  requests: number;
  cpuMsPerRequest: number;
  /** The part of it spent in the kernel (socket reads and writes, mostly). */
  systemCpuMsPerRequest: number;
  /**
   * CPU of the app's other processes (projections, worker) when they run apart, as
   * docker-compose.yml deploys them; null when everything runs in the API's process.
   */
  backgroundCpuMsPerRequest: number | null;
  /** CPU of the PostgreSQL backends serving the bench database, but the bench's own. */
  databaseCpuMsPerRequest: number | null;
  /** Every statement, unless the probe splits them: then only the requests' own. */
  queriesPerRequest: number;
  /** With the split: the others (projections, jobs); null without it. */
  otherQueriesPerRequest: number | null;
  /**
   * Every process of the machine, from /proc/stat: the server's, the database's and this
   * bench's own (the load generator) together. What the cores had to give per request.
   */
  machineCpuMsPerRequest: number;
  /** This bench process: the load generator and the measurements. */
  clientCpuMsPerRequest: number;
};

const snapshotOf = async (baseUrl: string): Promise<ProbeSnapshot> => {
  const response = await fetch(`${baseUrl}/__bench/probe`);
  if (!response.ok) throw new Error(`the probe answered ${response.status}`);
  return (await response.json()) as ProbeSnapshot;
};

/** The name the bench's own connections give PostgreSQL, to leave them out of its CPU. */
export const BENCH_APPLICATION_NAME = 'chegada-bench';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** Busy ticks of all the machine's CPUs together: everything but idle and I/O wait. */
const machineBusyTicks = (): number => {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
  // cpu user nice system idle iowait irq softirq steal (guest time is inside user already)
  const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1, 9);
  return [user, nice, system, irq, softirq, steal].reduce((sum, ticks) => sum + Number(ticks), 0);
};

const clientCpuMs = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

const sumOfTicks = (pids: readonly number[]): number =>
  pids.reduce((sum, pid) => sum + (ticksOf(pid) ?? 0), 0);

/** utime + stime of a process, in clock ticks; null once it has gone. */
const ticksOf = (pid: number): number | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
};

/**
 * CPU ticks of each client backend of the database but the bench's (same machine: /proc);
 * autovacuum's workers are left out too.
 */
const databaseTicks = async (pool: Pool): Promise<Map<number, number>> => {
  const { rows } = await pool.query<{ pid: number }>(
    `select pid from pg_stat_activity
      where datname = current_database() and application_name <> $1
        and backend_type = 'client backend'`,
    [BENCH_APPLICATION_NAME],
  );
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    const value = ticksOf(pid);
    if (value !== null) ticks.set(pid, value);
  }
  return ticks;
};

/**
 * Runs `work` and says what the server at `baseUrl` spent on it, and PostgreSQL's backends
 * on the database `pool` connects to (when PostgreSQL runs on this machine).
 */
export const measureCost = async <Result>(
  baseUrl: string,
  work: () => Promise<Result>,
  database?: Pool,
  backgroundPids: readonly number[] = [],
): Promise<{ result: Result; cost: Cost }> => {
  const ticksBefore = database ? await databaseTicks(database) : null;
  const backgroundBefore = sumOfTicks(backgroundPids);
  const before = await snapshotOf(baseUrl);
  const machineBefore = machineBusyTicks();
  const clientBefore = clientCpuMs();
  const result = await work();
  const clientSpent = clientCpuMs() - clientBefore;
  const machineTicks = machineBusyTicks() - machineBefore;
  const after = await snapshotOf(baseUrl);
  const backgroundTicks = sumOfTicks(backgroundPids) - backgroundBefore;
  const ticksAfter = database ? await databaseTicks(database) : null;
  let databaseTicksSpent: number | null = null;
  if (ticksBefore && ticksAfter && ticksAfter.size > 0) {
    databaseTicksSpent = 0;
    for (const [pid, ticks] of ticksAfter)
      databaseTicksSpent += ticks - (ticksBefore.get(pid) ?? 0);
  }
  const requests = after.requests - before.requests;
  const per = (value: number): number => (requests > 0 ? value / requests : 0);
  return {
    result,
    cost: {
      requests,
      cpuMsPerRequest: per(after.cpuMs - before.cpuMs),
      systemCpuMsPerRequest: per(after.systemCpuMs - before.systemCpuMs),
      backgroundCpuMsPerRequest: backgroundPids.length > 0 ? per(backgroundTicks * TICK_MS) : null,
      databaseCpuMsPerRequest:
        databaseTicksSpent === null ? null : per(databaseTicksSpent * TICK_MS),
      queriesPerRequest: per(after.requestQueries - before.requestQueries),
      otherQueriesPerRequest:
        after.otherQueries === null || before.otherQueries === null
          ? null
          : per(after.otherQueries - before.otherQueries),
      machineCpuMsPerRequest: per(machineTicks * TICK_MS),
      clientCpuMsPerRequest: per(clientSpent),
    },
  };
};

/** One line: the rate and latency of a run, and what each request cost. */
export const describeRun = (
  result: { perSecond: number; p99Ms: number; non2xx: number },
  cost: Cost,
): string =>
  `${result.perSecond.toFixed(0)}/s, p99 ${result.p99Ms.toFixed(1)} ms, non-2xx ${result.non2xx}; ` +
  `${cost.cpuMsPerRequest.toFixed(2)} CPU ms (${cost.systemCpuMsPerRequest.toFixed(2)} in the kernel) ` +
  (cost.backgroundCpuMsPerRequest === null
    ? ''
    : `+ ${cost.backgroundCpuMsPerRequest.toFixed(2)} CPU ms in the projections and worker `) +
  `and ${cost.queriesPerRequest.toFixed(2)} ` +
  (cost.otherQueriesPerRequest === null
    ? 'SQL statements per request, projections included'
    : `(+${cost.otherQueriesPerRequest.toFixed(2)} other) SQL statements per request`) +
  (cost.databaseCpuMsPerRequest === null
    ? ''
    : `; PostgreSQL ${cost.databaseCpuMsPerRequest.toFixed(2)} CPU ms per request`);
