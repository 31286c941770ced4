import { Injectable } from '@nestjs/common';
import { OEM, PSM } from 'tesseract.js';
import { findMrz } from './mrz-lines';
import { mrzDocumentOf, type MrzDocument } from './mrz-document';
import { PageOcr } from './page-ocr';

const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

/**
 * Finds and reads the MRZ of a document photo (passport, the new CIN): straightened by its
 * text lines' skew, OCR'd in tesseract.js's own worker thread, parsed and checked by `mrz`.
 */
@Injectable()
export class MrzReader extends PageOcr {
  constructor() {
    // The legacy engine reads OCR-B far better than the LSTM one when told the MRZ alphabet.
    super(OEM.TESSERACT_ONLY, {
      tessedit_char_whitelist: MRZ_ALPHABET,
      tessedit_pageseg_mode: PSM.SPARSE_TEXT,
    });
  }

  /** The MRZ's fields, or null when the photo shows no MRZ that could be read. */
  async read(image: Uint8Array, today: string): Promise<MrzDocument | null> {
    const lines = findMrz(await this.linesOf(image));
    return lines && mrzDocumentOf(lines, today);
  }
}
