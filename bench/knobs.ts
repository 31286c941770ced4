/** The database every benchmark defaults to; BENCH_DATABASE_URL names another. */
export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/chegada_bench';

/** A numeric knob: the environment variable when set, else the benchmark's default. */
const knob = (name: string, fallback: number): number => Number(process.env[name] ?? fallback);

/**
 * What every load benchmark reads the same way: its database, how long it measures
 * (BENCH_SECONDS) and how long it warms up first (BENCH_WARMUP_SECONDS).
 */
export const runKnobs = (defaults: { seconds: number; warmupSeconds: number }) => ({
  databaseUrl: BENCH_DATABASE_URL,
  seconds: knob('BENCH_SECONDS', defaults.seconds),
  warmupSeconds: knob('BENCH_WARMUP_SECONDS', defaults.warmupSeconds),
});
