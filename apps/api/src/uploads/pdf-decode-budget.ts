import { AsyncLocalStorage } from 'node:async_hooks';
import DecodeStream from 'pdf-lib/cjs/core/streams/DecodeStream';

/**
 * Most bytes pdf-lib may allocate to decode streams (object and cross-reference streams)
 * while it reads one document: each buffer counts whole, and a growing one twice over.
 * Far above what real object streams need, far below what hurts the process.
 */
export const MAX_DECODED_PDF_BYTES = 64 * 1024 * 1024;

export class PdfDecodeBudgetExceeded extends Error {
  constructor() {
    super(`A PDF decoded to more than ${MAX_DECODED_PDF_BYTES} bytes`);
    this.name = 'PdfDecodeBudgetExceeded';
  }
}

type Budget = { left: number };
const budgets = new AsyncLocalStorage<Budget>();

// pdf-lib inflates object streams as it loads a document, without any bound: a few MB of
// deflated blanks become gigabytes. Each of its decoders (Flate, LZW, RunLength, ASCII85,
// ASCIIHex) grows its output through DecodeStream.ensureBuffer, so the bound sits there, and
// applies only inside withPdfDecodeBudget: one budget per document, whatever else runs.
type Decoder = {
  buffer: Uint8Array;
  minBufferLength: number;
  ensureBuffer: (this: Decoder, requested: number) => Uint8Array;
};
const prototype = DecodeStream.prototype as unknown as Decoder;
const ensureBuffer = prototype.ensureBuffer;
prototype.ensureBuffer = function (this: Decoder, requested: number) {
  const budget = budgets.getStore();
  if (budget && requested > this.buffer.byteLength) {
    // The size pdf-lib is about to allocate: the first power of two from its minimum that
    // holds `requested`. Counted before it is allocated.
    let size = this.minBufferLength;
    while (size < requested) size *= 2;
    budget.left -= size;
    if (budget.left < 0) throw new PdfDecodeBudgetExceeded();
  }
  return ensureBuffer.call(this, requested);
};

/** Runs `work` (a pdf-lib load) with MAX_DECODED_PDF_BYTES of decoding to spend. */
export const withPdfDecodeBudget = <T>(work: () => Promise<T>): Promise<T> =>
  budgets.run({ left: MAX_DECODED_PDF_BYTES }, work);
