import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/**
 * A PDF written byte by byte: `objects[i]` becomes object i + 1 (object 1 is the catalog),
 * with a cross-reference table whose offsets are right, as a viewer expects.
 */
export const handWrittenPdf = (objects: Array<string | Buffer>, version = '1.7'): Buffer => {
  const parts: Buffer[] = [Buffer.from(`%PDF-${version}\n%\xe2\xe3\xcf\xd3\n`, 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(object);
    length += object.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref, 'latin1')]);
};

const onePage = [
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
];

/** Opens with `/OpenAction << /S /J#61vaScript … >>`: the name escaped so no regex sees it. */
export const openActionWithEscapedJavaScript = () =>
  handWrittenPdf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> >>',
    ...onePage,
  ]);

/** The same with lower-case escapes (`#4a` is J), which pdf-lib leaves undecoded. */
export const openActionWithLowerCaseEscapes = () =>
  handWrittenPdf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    ...onePage,
    '<< /S /#4aava#53cript /#4aS (app.alert(1)) >>',
  ]);

/** Starts a program when opened: `/Launch`, set through pdf-lib as a generator would. */
export const launchAction = async (): Promise<Buffer> => {
  const document = await PDFDocument.create();
  document.addPage();
  const launch = document.context.obj({ S: 'Launch', F: PDFString.of('cmd.exe') });
  document.catalog.set(PDFName.of('OpenAction'), launch);
  return Buffer.from(await document.save());
};

/** An HTML page attached inside the PDF (the EmbeddedFiles name tree). */
export const embeddedFile = async (): Promise<Buffer> => {
  const document = await PDFDocument.create();
  document.addPage();
  await document.attach(Buffer.from('<script>alert(1)</script>'), 'invoice.html', {
    mimeType: 'text/html',
  });
  return Buffer.from(await document.save());
};

/**
 * A stream of objects as PDF 1.5 packs them: "number offset" pairs, then the objects, then
 * `padding` blank bytes (legal between objects, and what a decompression bomb is made of).
 */
const objectStream = (objects: Record<number, string>, type = '/ObjStm', padding = 0): Buffer => {
  let header = '';
  let body = '';
  for (const [number, text] of Object.entries(objects)) {
    header += `${number} ${body.length} `;
    body += `${text}\n`;
  }
  const data = deflateSync(
    Buffer.concat([Buffer.from(header + body, 'latin1'), Buffer.alloc(padding, 0x20)]),
  );
  const count = Object.keys(objects).length;
  return Buffer.concat([
    Buffer.from(
      `<< /Type ${type} /N ${count} /First ${header.length} /Filter /FlateDecode ` +
        `/Length ${data.length} >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
};

/** JavaScript that only shows once a FlateDecode object stream is inflated. */
export const javaScriptInObjectStream = (type = '/ObjStm') =>
  handWrittenPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>',
      ...onePage,
      objectStream({ 5: '<< /S /JavaScript /JS (app.launchURL("https://evil.test")) >>' }, type),
    ],
    '1.5',
  );

/** An object stream of a few hundred KB that inflates to `megabytes` of blanks. */
export const objectStreamBomb = (megabytes: number) =>
  handWrittenPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [] /Count 0 >>',
      objectStream({ 3: '<< /Producer (bomb) >>' }, '/ObjStm', megabytes * 1024 * 1024),
    ],
    '1.5',
  );

/** An HTML page that only starts like a PDF. */
export const htmlBehindPdfHeader = () =>
  Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n');

/** A password-protected PDF: its strings and streams cannot be read without the key. */
export const anEncryptedPdf = () =>
  Buffer.from(
    handWrittenPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [] /Count 0 >>',
      '<< /Filter /Standard /V 2 /R 3 /Length 128 /P -4 /O <00> /U <00> >>',
    ])
      .toString('latin1')
      .replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 3 0 R'),
    'latin1',
  );

/** Every hostile PDF above, by name, for tests that try them all. */
export const hostilePdfs = async (): Promise<Array<[string, Buffer]>> => [
  ['an OpenAction with an escaped /JavaScript name', openActionWithEscapedJavaScript()],
  ['an OpenAction with lower-case escapes', openActionWithLowerCaseEscapes()],
  ['a /Launch action', await launchAction()],
  ['an embedded file', await embeddedFile()],
  ['JavaScript inside a compressed object stream', javaScriptInObjectStream()],
  ['an object stream whose type is escaped', javaScriptInObjectStream('/#4fbjStm')],
  ['an HTML page behind a %PDF-1.4 header', htmlBehindPdfHeader()],
];

/** A letter as an office suite exports it: text on a page, objects packed in streams. */
export const aGeneratedPdf = async (): Promise<Buffer> => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage().drawText('Comprovante de depósito', { x: 50, y: 700, font, size: 18 });
  return Buffer.from(await document.save({ useObjectStreams: true }));
};

/** What a scanner or a phone's "scan document" writes: a page that is one JPEG. */
export const aScannedPdf = async (): Promise<Buffer> => {
  const jpeg = await sharp({
    create: { width: 400, height: 560, channels: 3, background: '#f4f1ea' },
  })
    .jpeg()
    .toBuffer();
  const document = await PDFDocument.create();
  document.setProducer('ScanSnap Manager #iX1600');
  const image = await document.embedJpg(jpeg);
  document.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return Buffer.from(await document.save({ useObjectStreams: false }));
};
