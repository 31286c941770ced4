import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFStream,
  type PDFObject,
} from 'pdf-lib';
import { withPdfDecodeBudget } from './pdf-decode-budget';

/** Why a PDF is not stored or served: null when none of these applies. */
export type PdfFinding =
  { kind: 'encrypted' } | { kind: 'unreadable' } | { kind: 'active'; name: string };

// Keys whose mere presence means script, attachment, multimedia or a form that posts data.
const ACTIVE_KEYS = new Set([
  'JS',
  'JavaScript',
  'EmbeddedFiles',
  'EF',
  'XFA',
  'RichMediaContent',
  'RichMediaSettings',
]);

// Name values that mark an action (/S), an annotation (/Subtype) or a stream (/Type) that
// runs, opens or carries something. /GoTo and /URI (links within and out of the document)
// are left alone: scanners and office suites write them.
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
  'Rendition',
  'RichMedia',
  'RichMediaExecute',
  'EmbeddedFile',
  'FileAttachment',
]);

/**
 * A name as a viewer reads it. pdf-lib decodes `#xx` escapes in upper case only (`/J#61va…`),
 * so `/J#6aS`-style lower-case escapes are decoded here too.
 */
const nameOf = (name: PDFName): string =>
  name
    .decodeText()
    .replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The first active name in an object and the direct objects inside it. */
const activeNameIn = (root: PDFObject): string | null => {
  const pending: PDFObject[] = [root];
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFName) {
      const name = nameOf(object);
      if (ACTIVE_NAMES.has(name)) return name;
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFDict || object instanceof PDFStream) {
      const dict = object instanceof PDFStream ? object.dict : object;
      for (const [key, value] of dict.entries()) {
        const name = nameOf(key);
        if (ACTIVE_KEYS.has(name)) return name;
        pending.push(value);
      }
    }
  }
  return null;
};

/**
 * pdf-lib parses a proper object stream into the objects it holds and keeps none as such; one
 * left raw is one it did not recognise (a lower-case escaped /Type), whose objects a viewer
 * may still read: it cannot be checked.
 */
const isUncheckedObjectStream = (object: PDFObject): boolean => {
  if (!(object instanceof PDFRawStream)) return false;
  const type = object.dict.get(PDFName.of('Type'));
  return type instanceof PDFName && nameOf(type) === 'ObjStm';
};

const load = async (bytes: Uint8Array): Promise<PDFDocument | PdfFinding> => {
  try {
    const document = await withPdfDecodeBudget(() =>
      PDFDocument.load(bytes, {
        // An object pdf-lib cannot read is one it cannot check either.
        throwOnInvalidObject: true,
        // Loaded to be told apart from an unreadable file (pdf-lib's EncryptedPDFError is no
        // instance of its class once compiled), then refused below.
        ignoreEncryption: true,
        updateMetadata: false,
      }),
    );
    // Bytes that only start like a PDF have no catalog or page tree to read.
    document.getPageCount();
    return document;
  } catch {
    // Also a document whose object streams decode past the budget (a decompression bomb).
    return { kind: 'unreadable' };
  }
};

/**
 * Parses a whole PDF (object streams decoded) and looks through every object, wherever it is
 * referenced from or not, for JavaScript, launch and other actions that run or open something,
 * embedded files, rich media and XFA forms. Encrypted documents cannot be read, so they are
 * refused as such: their object streams hide what they hold.
 */
export const findUnsafePdfContent = async (bytes: Uint8Array): Promise<PdfFinding | null> => {
  const document = await load(bytes);
  if (!(document instanceof PDFDocument)) return document;
  if (document.isEncrypted) return { kind: 'encrypted' };
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (isUncheckedObjectStream(object)) return { kind: 'unreadable' };
    const name = activeNameIn(object);
    if (name) return { kind: 'active', name };
  }
  return null;
};
