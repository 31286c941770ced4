import { resolve } from 'node:path';

/** The preload that counts CPU, requests and SQL statements in a server process. */
export const PROBE_OPTION = `--require ${resolve(__dirname, 'probe.cjs')}`;

type ProbeSnapshot = {
  cpuMs: number;
  requests: number;
  requestQueries: number;
  otherQueries: number;
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
  queriesPerRequest: number;
  otherQueriesPerRequest: number;
};

const snapshotOf = async (baseUrl: string): Promise<ProbeSnapshot> => {
  const response = await fetch(`${baseUrl}/__bench/probe`);
  if (!response.ok) throw new Error(`the probe answered ${response.status}`);
  return (await response.json()) as ProbeSnapshot;
};

/** Runs `work` and says what the server at `baseUrl` spent on it. */
export const measureCost = async <Result>(
  baseUrl: string,
  work: () => Promise<Result>,
): Promise<{ result: Result; cost: Cost }> => {
  const before = await snapshotOf(baseUrl);
  const result = await work();
  const after = await snapshotOf(baseUrl);
  const requests = after.requests - before.requests;
  const per = (value: number): number => (requests > 0 ? value / requests : 0);
  return {
    result,
    cost: {
      requests,
      cpuMsPerRequest: per(after.cpuMs - before.cpuMs),
      queriesPerRequest: per(after.requestQueries - before.requestQueries),
      otherQueriesPerRequest: per(after.otherQueries - before.otherQueries),
    },
  };
};
