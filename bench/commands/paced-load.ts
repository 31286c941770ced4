import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './lag';
import type { LoadOptions, LoadResult } from './load';

/**
 * How long requests still unanswered when the run ends may take before they count as lost.
 * Long: a command dropped on the way would leave its reservation out of step with the waves of
 * the runs after it (a revert of a cancellation that never happened answers 422).
 */
const DRAIN_MS = 60_000;

/**
 * `rate` requests per second at an even pace, at most `connections` in flight (the rest wait
 * for a connection, as a browser's would). A request's latency counts from when it was due,
 * not from when a connection took it, so a server that falls behind shows in the figures
 * instead of slowing the load down (no coordinated omission).
 *
 * autocannon's own rate (overallRate) lets each connection send its share of a second back to
 * back and then wait for the next second: the server sees a burst of saturation at the start
 * of every second and idles after it, and the latencies are those of the bursts.
 */
export const runPacedLoad = async (
  options: LoadOptions & { rate: number },
): Promise<LoadResult> => {
  const url = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const intervalMs = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const unanswered = new Set<http.ClientRequest>();
  let answered2xx = 0;
  let errors = 0;
  let lastAnswerAt = 0;

  const send = (dueAt: number): Promise<void> =>
    new Promise((resolve) => {
      const { method, path, headers, body } = options.next();
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers:
            body === undefined
              ? headers
              : { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            unanswered.delete(request);
            const status = response.statusCode ?? 0;
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (status >= 200 && status < 300) answered2xx += 1;
            lastAnswerAt = performance.now();
            latencies.push(lastAnswerAt - dueAt);
            resolve();
          });
        },
      );
      request.on('error', () => {
        // Lost: refused, reset, or still waiting when the drain ended (counted as waited so far).
        unanswered.delete(request);
        errors += 1;
        latencies.push(performance.now() - dueAt);
        resolve();
      });
      unanswered.add(request);
      request.end(body);
    });

  const started = performance.now();
  const sending: Promise<void>[] = [];
  while (sending.length < total) {
    const due = Math.min(total, Math.floor((performance.now() - started) / intervalMs) + 1);
    while (sending.length < due) sending.push(send(started + sending.length * intervalMs));
    // Until the next one is due (timers keep whole milliseconds), not a wake-up every millisecond.
    await sleep(Math.max(1, started + sending.length * intervalMs - performance.now()));
  }
  const drained = await Promise.race([
    Promise.all(sending).then(() => true),
    sleep(DRAIN_MS).then(() => false),
  ]);
  if (!drained) for (const request of unanswered) request.destroy();
  await Promise.all(sending);
  agent.destroy();

  const seconds = Math.max(options.seconds, (lastAnswerAt - started) / 1000);
  return {
    name: options.name,
    connections: options.connections,
    rate: options.rate,
    seconds,
    perSecond: answered2xx / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    requests: latencies.length,
    non2xx: latencies.length - answered2xx - errors,
    errors,
    statuses,
  };
};
