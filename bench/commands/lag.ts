import type { Pool } from 'pg';
import type { Target } from './workload';

export type LagResult = { probes: number; p50Ms: number; p99Ms: number; maxMs: number };

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export const percentile = (values: number[], fraction: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.floor(fraction * (sorted.length - 1))] ?? 0);
};

/** The revision an answered command left, from its ETag ("3"). */
const revisionOf = (etag: string | null): number => Number(etag?.replace(/\D/g, '') ?? NaN);

/**
 * One probe: a cancellation over HTTP, then the list read model polled every `pollMs` until it
 * shows the revision the command answered. Lag runs from the answer (the append committed
 * before it was sent) to the first poll that sees the change.
 */
const probe = async (
  baseUrl: string,
  pool: Pool,
  target: Target,
  pollMs: number,
): Promise<number> => {
  const response = await fetch(`${baseUrl}/api/stays/cancelForm`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      id: target.reservationId,
      cancelMotive: 'Sonda de atraso',
      userId: target.accountId,
    }),
  });
  await response.text();
  if (response.status !== 200) throw new Error(`lag probe answered ${response.status}`);
  const answered = performance.now();
  const revision = revisionOf(response.headers.get('etag'));
  for (;;) {
    const { rows } = await pool.query<{ revision: number }>(
      'select revision from reservation_list where id = $1',
      [target.reservationId],
    );
    if ((rows[0]?.revision ?? -1) >= revision) return performance.now() - answered;
    await sleep(pollMs);
  }
};

/** Probes one after another, `intervalMs` apart, while other load runs; a reservation each. */
export const measureLag = async (options: {
  baseUrl: string;
  pool: Pool;
  targets: Target[];
  seconds: number;
  intervalMs: number;
  pollMs: number;
}): Promise<LagResult> => {
  const lags: number[] = [];
  const deadline = performance.now() + options.seconds * 1000;
  for (const target of options.targets) {
    if (performance.now() >= deadline) break;
    lags.push(await probe(options.baseUrl, options.pool, target, options.pollMs));
    await sleep(options.intervalMs);
  }
  return {
    probes: lags.length,
    p50Ms: percentile(lags, 0.5),
    p99Ms: percentile(lags, 0.99),
    maxMs: Math.max(0, ...lags),
  };
};
