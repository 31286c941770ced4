import { Injectable } from '@nestjs/common';
import { OEM, PSM } from 'tesseract.js';
import { findCpf } from './cpf-text';
import { PageOcr } from './page-ocr';

// Printed text, as an RG or a CNH prints its labels and numbers: capitals, digits, punctuation.
const PRINTED_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,-/ ';

/**
 * Reads the CPF printed on a document without MRZ (an RG, a CNH): the photo straightened, its
 * text OCR'd by the LSTM engine (fit for printed text, unlike the MRZ's legacy pass) in a
 * tesseract.js worker thread of its own, the CPF kept only when its check digits are right.
 */
@Injectable()
export class CpfTextReader extends PageOcr {
  constructor() {
    super(OEM.LSTM_ONLY, {
      tessedit_char_whitelist: PRINTED_ALPHABET,
      tessedit_pageseg_mode: PSM.SPARSE_TEXT,
    });
  }

  /** The CPF (###.###.###-##), or null when none with right check digits is printed. */
  async read(image: Uint8Array): Promise<string | null> {
    return findCpf(await this.linesOf(image));
  }
}
