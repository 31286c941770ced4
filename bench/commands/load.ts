import autocannon from 'autocannon';
import type { Cost } from './cost';
import { runPacedLoad } from './paced-load';
import type { BenchRequest } from './workload';

export type LoadResult = {
  name: string;
  connections: number;
  /** Requests per second asked for; null when as fast as possible. */
  rate: number | null;
  seconds: number;
  /** Answered 2xx, per second. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
  /** What the server process spent, per request (measured runs only). */
  cost?: Cost;
};

export type LoadOptions = {
  name: string;
  url: string;
  connections: number;
  seconds: number;
  rate?: number;
  next: () => BenchRequest;
};

/**
 * One run; every request is built when it is sent, by `next`. As fast as the connections go:
 * autocannon. At a rate: evenly paced (paced-load.ts), since autocannon paces by the second.
 */
export const runLoad = async (options: LoadOptions): Promise<LoadResult> => {
  if (options.rate) return runPacedLoad({ ...options, rate: options.rate });
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: [{ setupRequest: (request) => ({ ...request, ...options.next() }) }],
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
  );
  return {
    name: options.name,
    connections: options.connections,
    rate: null,
    seconds: result.duration,
    perSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    statuses,
  };
};
