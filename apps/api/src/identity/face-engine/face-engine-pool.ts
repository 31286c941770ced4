import { Worker } from 'node:worker_threads';
import { AppError } from '../../common';
import type { FaceJobAnswer, FaceJobRequest, ImageFaces } from './face-reading';

export type FaceEnginePoolOptions = {
  /** Worker threads, each with its own copy of the models (≈ 400 MB). */
  workers: number;
  /** A job not started within this wait answers 503 with Retry-After. */
  maxWaitMs: number;
};

type Job = {
  id: number;
  images: Uint8Array[];
  resolve: (faces: ImageFaces[]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};

type Slot = { worker: Worker; job: Job | null };

// Compiled, the worker is a .js file beside this one; under Jest it is TypeScript, which a
// worker thread reads through @swc-node/register (a dev dependency, absent from dist).
const WORKER_FILE = require.resolve('./face-engine.worker');
const workerBootstrap = WORKER_FILE.endsWith('.ts')
  ? `require('@swc-node/register'); require(${JSON.stringify(WORKER_FILE)});`
  : `require(${JSON.stringify(WORKER_FILE)});`;

/**
 * Runs the face models in worker threads, never on the HTTP event loop. Jobs queue for the
 * first free worker; threads start on first use and load the models once each.
 */
export class FaceEnginePool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private given = 0;

  constructor(private readonly options: FaceEnginePoolOptions) {}

  /** How many images the models were given since the pool started. */
  get imagesRead(): number {
    return this.given;
  }

  /** The faces of each image, in order; SERVICE_UNAVAILABLE when the wait is too long. */
  read(images: Uint8Array[]): Promise<ImageFaces[]> {
    if (this.closed) return Promise.reject(new Error('The face engine is closed'));
    return new Promise((resolve, reject) => {
      const job: Job = {
        id: this.nextId++,
        images,
        resolve,
        reject,
        timer: setTimeout(() => this.giveUp(job), this.options.maxWaitMs),
      };
      this.queue.push(job);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) this.fail(job, new Error('The face engine closed'));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private giveUp(job: Job): void {
    const index = this.queue.indexOf(job);
    if (index < 0) return;
    this.queue.splice(index, 1);
    const retryAfterSeconds = Math.max(1, Math.ceil(this.options.maxWaitMs / 1000));
    job.reject(new AppError('SERVICE_UNAVAILABLE', [], { retryAfterSeconds }));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.freeSlot();
      const job = slot && this.queue.shift();
      if (!slot || !job) return;
      clearTimeout(job.timer);
      slot.job = job;
      this.given += job.images.length;
      const request: FaceJobRequest = { id: job.id, images: job.images };
      slot.worker.postMessage(request);
    }
  }

  private freeSlot(): Slot | undefined {
    const idle = this.slots.find((slot) => slot.job === null);
    if (idle || this.slots.length >= this.options.workers) return idle;
    const slot: Slot = { worker: new Worker(workerBootstrap, { eval: true }), job: null };
    slot.worker.on('message', (answer: FaceJobAnswer) => this.settle(slot, answer));
    slot.worker.on('error', (error) => this.lose(slot, error));
    slot.worker.on('exit', (code) => this.lose(slot, new Error(`Face worker exited (${code})`)));
    this.slots.push(slot);
    return slot;
  }

  private settle(slot: Slot, answer: FaceJobAnswer): void {
    const job = slot.job;
    slot.job = null;
    if (job && job.id === answer.id) {
      if ('faces' in answer) job.resolve(answer.faces);
      else job.reject(new Error(`Face engine: ${answer.error}`));
    }
    this.dispatch();
  }

  /** A crashed thread fails its job only; the next job starts a fresh one. */
  private lose(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    if (slot.job) this.fail(slot.job, error);
    if (!this.closed) this.dispatch();
  }

  private fail(job: Job, error: Error): void {
    clearTimeout(job.timer);
    job.reject(error);
  }
}
