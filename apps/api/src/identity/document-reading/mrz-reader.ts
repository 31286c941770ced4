import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { findMrz } from './mrz-lines';
import { mrzDocumentOf, type MrzDocument } from './mrz-document';
import { textSkew } from './page-skew';

// The registry's traineddata, from disk (never tesseract.js's CDN); its 4.0.0 set holds the
// legacy engine, which reads OCR-B far better than the LSTM one when told the MRZ alphabet.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ENGLISH = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };
const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';
const OCR_WIDTH = 2000;

/**
 * Finds and reads the MRZ of a document photo (passport, the new CIN): straightened by its
 * text lines' skew, OCR'd in tesseract.js's own worker thread, parsed and checked by `mrz`.
 */
@Injectable()
export class MrzReader implements OnModuleDestroy {
  private worker: Promise<Worker> | undefined;

  /** The MRZ's fields, or null when the photo shows no MRZ that could be read. */
  async read(image: Uint8Array, today: string): Promise<MrzDocument | null> {
    const degrees = await textSkew(image);
    const straight = await sharp(image)
      .rotate()
      .rotate(-degrees, { background: '#ffffff' })
      .greyscale()
      .normalise()
      .resize({ width: OCR_WIDTH, withoutEnlargement: true })
      .png()
      .toBuffer();
    const { data } = await (await this.ocr()).recognize(straight);
    const lines = findMrz(data.text.split('\n'));
    return lines && mrzDocumentOf(lines, today);
  }

  async onModuleDestroy(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker).terminate();
  }

  private ocr(): Promise<Worker> {
    this.worker ??= (async () => {
      const worker = await createWorker('eng', OEM.TESSERACT_ONLY, {
        langPath: ENGLISH.langPath,
        gzip: ENGLISH.gzip,
        cacheMethod: 'none',
      });
      await worker.setParameters({
        tessedit_char_whitelist: MRZ_ALPHABET,
        tessedit_pageseg_mode: PSM.SPARSE_TEXT,
      });
      return worker;
    })();
    return this.worker;
  }
}
