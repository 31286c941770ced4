import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { HealthSample } from '../hostile/requests';

// The probe's loop, in plain JavaScript (a worker thread runs it without the TypeScript hook):
// /api/health asked again as soon as it answers, each answer's start on the main thread's clock.
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const samples = [];
let running = true;
parentPort.on('message', () => { running = false; });
(async () => {
  while (running) {
    const at = performance.timeOrigin + performance.now() - workerData.timeOrigin;
    const started = performance.now();
    // A refused connection counts as the time it took to be refused.
    await fetch(workerData.url).then((response) => response.arrayBuffer(), () => undefined);
    samples.push({ at, ms: performance.now() - started });
    if (samples.length === 1) parentPort.postMessage('ready');
  }
  parentPort.postMessage(samples);
})();
`;

/**
 * probeHealth (bench/hostile) in a thread of its own: the bench's peers (Stays', iCal's) answer
 * the app on the bench's main thread, and their work must not count as the app's slowness.
 * Resolves once the first answer came (a thread starts slowly on a busy machine).
 */
export const probeHealthApart = async (baseUrl: string) => {
  const worker = new Worker(PROBE, {
    eval: true,
    workerData: { url: `${baseUrl}/api/health`, timeOrigin: performance.timeOrigin },
  });
  const answer = () =>
    new Promise<unknown>((done, fail) => {
      worker.once('message', done);
      worker.once('error', fail);
    });
  await answer();
  const samples = answer() as Promise<HealthSample[]>;
  return {
    stop: async (): Promise<HealthSample[]> => {
      worker.postMessage('stop');
      const answered = await samples;
      await worker.terminate();
      return answered;
    },
  };
};
