/**
 * Identity checks benchmark (issue 29), in this process as the API runs them: the face engine
 * in its worker thread (one, as IDENTITY_FACE_WORKERS defaults), warm, and the MRZ reader.
 * Prints p50/p95 of a liveness check (3 frames + the descriptors, judged), a face match
 * (selfie + document photo), an MRZ read of a 2000 px phone photo; the event loop's longest
 * stall while 10 checks run at once (the API's health answers within it); the RSS growth.
 * Last line: one JSON object.
 *
 *   npm run bench:identity
 *   BENCH_RUNS=30 npm run bench:identity
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { mrzPhoto, passportMrz } from '../apps/api/src/identity/__fixtures__/mrz-photos';
import { documentFront, faceImage } from '../apps/api/src/identity/__fixtures__/sample-faces';
import { MrzReader } from '../apps/api/src/identity/document-reading/mrz-reader';
import { FaceEnginePool } from '../apps/api/src/identity/face-engine/face-engine-pool';
import { faceSimilarity } from '../apps/api/src/identity/face-engine/face-reading';
import { judgeLiveness } from '../apps/api/src/identity/liveness/liveness-challenge';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const CONCURRENT = 10;
const GOALS = {
  livenessP95Ms: 2500,
  matchP95Ms: 1500,
  mrzP95Ms: 3000,
  loopStallMs: 50,
  rssMb: 600,
};
const MB = 1024 * 1024;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const timed = async (runs: number, work: () => Promise<unknown>) => {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return { p50: Math.round(percentile(times, 50)), p95: Math.round(percentile(times, 95)) };
};

const main = async () => {
  const rssBefore = process.memoryUsage().rss;
  const engine = new FaceEnginePool({ workers: 1, maxWaitMs: 20_000 });
  const mrz = new MrzReader();
  const frames = [
    await faceImage('ana', { size: 640 }),
    await faceImage('ana', { size: 640 }),
    await faceImage('ana', { size: 640, mirrored: true }),
  ];
  const match = [await faceImage('ana', { size: 640 }), await documentFront('ana')];
  const passport = await mrzPhoto(passportMrz(), 4);
  const loadStart = performance.now();
  await engine.read([frames[0] as Buffer]);
  await mrz.read(passport, '2026-11-29');
  const warmUpMs = Math.round(performance.now() - loadStart);

  const liveness = await timed(RUNS, async () =>
    judgeLiveness(['turn-right', 'turn-left'], await engine.read(frames), 0.5),
  );
  const faceMatch = await timed(RUNS, async () => {
    const [selfie, document] = await engine.read(match);
    const [own, theirs] = [selfie, document].map((faces) =>
      Array.isArray(faces) ? faces[0] : undefined,
    );
    return own && theirs && faceSimilarity(own.descriptor, theirs.descriptor);
  });
  const mrzRead = await timed(Math.max(3, Math.round(RUNS / 3)), () =>
    mrz.read(passport, '2026-11-29'),
  );

  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const burstStart = performance.now();
  const burst = await Promise.allSettled(
    Array.from({ length: CONCURRENT }, () => engine.read(frames)),
  );
  const burstMs = Math.round(performance.now() - burstStart);
  loop.disable();
  const loopStallMs = Math.round(loop.max / 1e6);
  const refused = burst.filter((result) => result.status === 'rejected').length;
  const rssGrowthMb = Math.round((process.memoryUsage().rss - rssBefore) / MB);
  await engine.close();
  await mrz.onModuleDestroy();

  console.log(`warm-up (models and traineddata from disk): ${warmUpMs} ms`);
  console.log(
    `liveness check, 3 frames: p50 ${liveness.p50} ms, p95 ${liveness.p95} ms (goal ≤ ${GOALS.livenessP95Ms})`,
  );
  console.log(
    `face match: p50 ${faceMatch.p50} ms, p95 ${faceMatch.p95} ms (goal ≤ ${GOALS.matchP95Ms})`,
  );
  console.log(
    `MRZ read, 2000 px photo: p50 ${mrzRead.p50} ms, p95 ${mrzRead.p95} ms (goal ≤ ${GOALS.mrzP95Ms})`,
  );
  console.log(
    `${CONCURRENT} checks at once: ${burstMs} ms, ${refused} refused; event loop's longest stall ${loopStallMs} ms (goal ≤ ${GOALS.loopStallMs})`,
  );
  console.log(`RSS growth: ${rssGrowthMb} MB (goal ≤ ${GOALS.rssMb})`);
  console.log(
    JSON.stringify({
      bench: 'identity',
      runs: RUNS,
      warmUpMs,
      livenessP50Ms: liveness.p50,
      livenessP95Ms: liveness.p95,
      matchP50Ms: faceMatch.p50,
      matchP95Ms: faceMatch.p95,
      mrzP50Ms: mrzRead.p50,
      mrzP95Ms: mrzRead.p95,
      concurrentChecks: CONCURRENT,
      concurrentMs: burstMs,
      refused,
      loopStallMs,
      rssGrowthMb,
      goals: GOALS,
    }),
  );
};

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
