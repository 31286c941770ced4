import type { OnModuleDestroy } from '@nestjs/common';
import { createWorker, type OEM, type Worker, type WorkerParams } from 'tesseract.js';
import { straightPage } from './straight-page';

// The registry's traineddata, from disk (never tesseract.js's CDN); its 4.0.0 set holds both
// the legacy engine and the LSTM one.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ENGLISH = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

/**
 * An OCR pass over document photos: one tesseract.js worker (its own worker thread, never the
 * HTTP event loop) started on first use with its engine and parameters; each photo straightened
 * by its text lines before it is read.
 */
export abstract class PageOcr implements OnModuleDestroy {
  private worker: Promise<Worker> | undefined;

  protected constructor(
    private readonly engine: OEM,
    private readonly parameters: Partial<WorkerParams>,
  ) {}

  /** The lines of text the OCR reads in a photo. */
  protected async linesOf(image: Uint8Array): Promise<string[]> {
    const straight = await straightPage(image);
    const { data } = await (await this.started()).recognize(straight);
    return data.text.split('\n');
  }

  async onModuleDestroy(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker).terminate();
  }

  private started(): Promise<Worker> {
    this.worker ??= (async () => {
      const worker = await createWorker('eng', this.engine, {
        langPath: ENGLISH.langPath,
        gzip: ENGLISH.gzip,
        cacheMethod: 'none',
      });
      await worker.setParameters(this.parameters);
      return worker;
    })();
    return this.worker;
  }
}
