import type { AppendTarget } from './append-targets';

export type CellResult = {
  target: AppendTarget['name'];
  writers: number;
  appends: number;
  seconds: number;
  appendsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
};

/**
 * The streams of one target and the revision each is at. Writer w owns the streams whose
 * index is w modulo the writer count, so writers never race for a stream and every append
 * states the exact revision it expects.
 */
export class StreamBook {
  private readonly revisions: Int32Array;

  constructor(
    private readonly prefix: string,
    readonly count: number,
  ) {
    this.revisions = new Int32Array(count).fill(-1);
  }

  streamId(index: number): string {
    return `${this.prefix}-${index}`;
  }

  revision(index: number): number {
    return this.revisions[index] ?? -1;
  }

  advance(index: number): void {
    this.revisions[index] = this.revision(index) + 1;
  }
}

const percentile = (sorted: Float64Array, fraction: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.floor(fraction * (sorted.length - 1))] ?? 0);

/** One writer: its own streams in turn, one append at a time, until the deadline. */
const runWriter = async (
  target: AppendTarget,
  book: StreamBook,
  writer: number,
  writers: number,
  deadline: number,
  latencies: number[] | undefined,
): Promise<void> => {
  let index = writer;
  while (performance.now() < deadline) {
    const started = performance.now();
    await target.append(book.streamId(index), book.revision(index));
    latencies?.push(performance.now() - started);
    book.advance(index);
    index += writers;
    if (index >= book.count) index = writer;
  }
};

const runWriters = async (
  target: AppendTarget,
  book: StreamBook,
  writers: number,
  seconds: number,
  latencies?: number[],
): Promise<void> => {
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: writers }, (_, writer) =>
      runWriter(target, book, writer, writers, deadline, latencies),
    ),
  );
};

/** Warms connections and prepared statements untimed, then measures for `seconds`. */
export const measureAppends = async (
  target: AppendTarget,
  book: StreamBook,
  writers: number,
  seconds: number,
  warmupSeconds: number,
): Promise<CellResult> => {
  if (warmupSeconds > 0) await runWriters(target, book, writers, warmupSeconds);
  const latencies: number[] = [];
  const started = performance.now();
  await runWriters(target, book, writers, seconds, latencies);
  const elapsed = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    target: target.name,
    writers,
    appends: latencies.length,
    seconds: elapsed,
    appendsPerSecond: latencies.length / elapsed,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
  };
};

/** Creates every stream with its first event, so the measured appends all name a revision. */
export const seedStreams = async (
  target: AppendTarget,
  book: StreamBook,
  writers: number,
): Promise<void> => {
  let next = 0;
  const seedOne = async (): Promise<void> => {
    while (next < book.count) {
      const index = next++;
      await target.append(book.streamId(index), book.revision(index));
      book.advance(index);
    }
  };
  await Promise.all(Array.from({ length: writers }, seedOne));
};
