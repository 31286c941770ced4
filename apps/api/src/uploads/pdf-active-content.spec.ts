import { findUnsafePdfContent } from './pdf-active-content';
import { MAX_DECODED_PDF_BYTES } from './pdf-decode-budget';
import {
  aGeneratedPdf,
  anEncryptedPdf,
  aScannedPdf,
  embeddedFile,
  handWrittenPdf,
  htmlBehindPdfHeader,
  javaScriptInObjectStream,
  launchAction,
  objectStreamBomb,
  openActionWithEscapedJavaScript,
  openActionWithLowerCaseEscapes,
} from './__fixtures__/hostile-pdfs';

describe('finding active content in a PDF', () => {
  it.each([
    ['an OpenAction with /J#61vaScript', openActionWithEscapedJavaScript, 'JS'],
    ['an OpenAction with lower-case escapes', openActionWithLowerCaseEscapes, 'JS'],
    ['a /Launch action', launchAction, 'Launch'],
    ['an embedded file', embeddedFile, 'EmbeddedFiles'],
    ['JavaScript inside a FlateDecode object stream', () => javaScriptInObjectStream(), 'JS'],
  ])('finds %s', async (_name, build, name) => {
    expect(await findUnsafePdfContent(await build())).toEqual({ kind: 'active', name });
  });

  it.each([
    ['/RichMedia annotations', '<< /Type /Annot /Subtype /RichMedia >>'],
    ['a form that posts its data', '<< /S /SubmitForm /F (https://evil.test) >>'],
    ['an XFA form', '<< /Fields [] /XFA 5 0 R >>'],
    ['a file attachment annotation', '<< /Type /Annot /Subtype /FileAttachment >>'],
  ])('finds %s, even in an object nothing refers to', async (_name, object) => {
    const pdf = handWrittenPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [] /Count 0 >>',
      object,
    ]);
    expect(await findUnsafePdfContent(pdf)).toMatchObject({ kind: 'active' });
  });

  it('cannot check an object stream whose type it cannot read, nor HTML behind a PDF header', async () => {
    expect(await findUnsafePdfContent(javaScriptInObjectStream('/#4fbjStm'))).toEqual({
      kind: 'unreadable',
    });
    expect(await findUnsafePdfContent(htmlBehindPdfHeader())).toEqual({ kind: 'unreadable' });
  });

  it('gives up on an object stream that inflates past its budget, and reads one below it', async () => {
    const bomb = objectStreamBomb(MAX_DECODED_PDF_BYTES / (1024 * 1024) + 16);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await findUnsafePdfContent(bomb)).toEqual({ kind: 'unreadable' });
    expect(await findUnsafePdfContent(objectStreamBomb(8))).toBeNull();
  });

  it('takes an encrypted PDF for one it cannot check', async () => {
    expect(await findUnsafePdfContent(anEncryptedPdf())).toEqual({ kind: 'encrypted' });
  });

  it('finds nothing in a generated letter, a scan, or a page with links', async () => {
    expect(await findUnsafePdfContent(await aGeneratedPdf())).toBeNull();
    expect(await findUnsafePdfContent(await aScannedPdf())).toBeNull();
    const links = handWrittenPdf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Annots [4 0 R] >>',
      '<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (https://gov.br) >> >>',
    ]);
    expect(await findUnsafePdfContent(links)).toBeNull();
  });
});
