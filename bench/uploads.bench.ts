/**
 * Guest form uploads benchmark (issue 5). The built API runs in its own process (PROCESS=api) on
 * a fresh database with local encrypted file storage; a host, a property asking a deposit and
 * 20 reservations are made, then 20 guests at once each submit a complete form with three
 * 8 MB, 12-megapixel photos and the deposit proof. Prints throughput (forms/s, MB/s), latency
 * and the API process's peak RSS growth over its idle RSS, sampled from /proc every 50 ms
 * (goal: under 150 MB, which shows the files are streamed, not held). Last line: one JSON object.
 *
 *   npm run bench:uploads
 *   BENCH_GUESTS=40 npm run bench:uploads
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startBuiltApp } from '../test/helpers/spawn-app';
import { buildServer, productionSettings } from './commands/servers';
import { recreateDatabase } from './event-store/append-targets';
import { aHost, aReservation, submitForm, type Submission } from './uploads/guests';
import { formFiles } from './uploads/photos';
import { residentBytes, sampleRss } from './uploads/rss';

const settings = {
  databaseUrl:
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/chegada_bench_uploads',
  guests: Number(process.env.BENCH_GUESTS ?? 20),
  rssIntervalMs: 50,
  maxFileBytes: 10 * 1024 * 1024,
  api: 'built app (node dist/apps/api/src/main.js, PROCESS=api) in its own process',
  // Extra environment of the API process, to try allocator or libvips settings:
  // BENCH_API_ENV='MALLOC_ARENA_MAX=2 VIPS_CONCURRENCY=1'.
  apiEnv: Object.fromEntries(
    (process.env.BENCH_API_ENV ?? '')
      .split(/\s+/)
      .filter((pair) => pair.includes('='))
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  ),
};
const GOAL_RSS_GROWTH_MB = 150;
const MB = 1024 * 1024;

const log = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const clientIp = (index: number): string => `10.20.${index >> 8}.${index & 255}`;

const storedFileCount = async (root: string, reservationId: string): Promise<number> =>
  (await readdir(join(root, 'reservations', reservationId)).catch(() => [])).length;

const main = async (): Promise<void> => {
  const loadBefore = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  log(
    `node ${process.version}, ${os.cpus().length} CPUs, load ${loadBefore}; API: ${settings.api}`,
  );
  const files = await formFiles();
  const photoSizes = files.filter((file) => file.type === 'image/jpeg').map((f) => f.bytes.length);
  log(`photos: ${photoSizes.map((size) => `${(size / MB).toFixed(2)} MB`).join(', ')} (4000x3000)`);
  buildServer();
  await recreateDatabase(settings.databaseUrl);
  const storage = await mkdtemp(join(os.tmpdir(), 'chegada-bench-files-'));
  const api = await startBuiltApp({
    ...productionSettings(settings.databaseUrl),
    PROCESS: 'api',
    FILE_STORAGE_DIR: storage,
    UPLOAD_MAX_FILE_BYTES: String(settings.maxFileBytes),
    ...settings.apiEnv,
  });
  const pid = api.process.pid;
  if (pid === undefined) throw new Error('the API process has no pid');
  try {
    const host = await aHost(settings.databaseUrl, api.baseUrl);
    const reservations: string[] = [];
    for (let index = 0; index <= settings.guests; index += 1)
      reservations.push(await aReservation(api.baseUrl, host));
    // One guest first, not measured: code paths loaded, sharp and the pools warmed up.
    const [warmUpId, ...measuredIds] = reservations as [string, ...string[]];
    const warmUp = await submitForm(api.baseUrl, host, warmUpId, files, clientIp(0));
    if (warmUp.status !== 200) throw new Error(`warm-up form: ${warmUp.status} ${warmUp.body}`);
    await new Promise((done) => setTimeout(done, 1000));

    const idleBytes = residentBytes(pid);
    const sampler = sampleRss(pid, settings.rssIntervalMs);
    const started = performance.now();
    const answers: Submission[] = await Promise.all(
      measuredIds.map((id, index) => submitForm(api.baseUrl, host, id, files, clientIp(index + 1))),
    );
    const seconds = (performance.now() - started) / 1000;
    const rss = sampler.stop();

    const failed = answers.filter((answer) => answer.status !== 200);
    if (failed.length > 0)
      throw new Error(
        `${failed.length} forms failed, e.g. ${failed[0]!.status} ${failed[0]!.body}`,
      );
    const stored = await Promise.all(measuredIds.map((id) => storedFileCount(storage, id)));
    if (stored.some((count) => count !== files.length))
      throw new Error(`stored files per reservation: ${stored.join(', ')}`);

    const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const uploadedBytes = answers.reduce((sum, answer) => sum + answer.bytes, 0);
    const figures = {
      forms: answers.length,
      seconds,
      formsPerSecond: answers.length / seconds,
      megabytesPerSecond: uploadedBytes / MB / seconds,
      uploadedMegabytes: uploadedBytes / MB,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies[latencies.length - 1] ?? NaN,
      idleRssMb: idleBytes / MB,
      peakRssMb: rss.peakBytes / MB,
      peakRssGrowthMb: (rss.peakBytes - idleBytes) / MB,
      rssSamples: rss.samples,
    };
    const met = figures.peakRssGrowthMb < GOAL_RSS_GROWTH_MB;
    const loadAfter = os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    log('');
    log('forms  seconds  forms/s   MB/s  p50 ms  p99 ms  idle RSS MB  peak RSS MB  growth MB');
    log(
      `${String(figures.forms).padStart(5)}  ${seconds.toFixed(1).padStart(7)}  ` +
        `${figures.formsPerSecond.toFixed(2).padStart(7)}  ${figures.megabytesPerSecond.toFixed(1).padStart(5)}  ` +
        `${figures.p50Ms.toFixed(0).padStart(6)}  ${figures.p99Ms.toFixed(0).padStart(6)}  ` +
        `${figures.idleRssMb.toFixed(0).padStart(11)}  ${figures.peakRssMb.toFixed(0).padStart(11)}  ` +
        `${figures.peakRssGrowthMb.toFixed(0).padStart(9)}`,
    );
    log('');
    log(
      `${met ? 'met   ' : 'MISSED'} peak RSS growth < ${GOAL_RSS_GROWTH_MB} MB: ` +
        `${figures.peakRssGrowthMb.toFixed(0)} MB (${rss.samples} samples every ${settings.rssIntervalMs} ms)`,
    );
    log(`load average before ${loadBefore}, after ${loadAfter}`);
    log(
      JSON.stringify({
        settings,
        machine: { cpus: os.cpus().length, loadBefore, loadAfter },
        photoBytes: photoSizes,
        ...figures,
        goals: { peakRssGrowthMb: GOAL_RSS_GROWTH_MB, met },
      }),
    );
  } finally {
    await api.stop();
    await rm(storage, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
