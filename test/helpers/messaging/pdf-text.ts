import { execFile } from 'node:child_process';

// unpdf loads PDF.js with a dynamic import, which Jest's module sandbox refuses: a plain Node
// child reads the PDF from stdin and prints its text.
const extractor = (mergePages: boolean) => `
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const document = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
  const { text } = await extractText(document, { mergePages: ${mergePages} });
  process.stdout.write(${mergePages} ? text : JSON.stringify(text));
});`;

const extracted = (pdf: Buffer, mergePages: boolean): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['-e', extractor(mergePages)], (error, stdout) =>
      error ? reject(new Error(error.message)) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });

/** The text of a PDF, pages joined, as a reader extracts it. */
export const pdfText = (pdf: Buffer): Promise<string> => extracted(pdf, true);

/** Each page's text, its lines apart, as a reader extracts them. */
export const pdfPages = async (pdf: Buffer): Promise<string[]> =>
  JSON.parse(await extracted(pdf, false)) as string[];

/** The names of the fonts a PDF embeds (subset fonts: a six-letter tag, '+', the name). */
export const embeddedFonts = (pdf: Buffer): string[] =>
  [...pdf.toString('latin1').matchAll(/\/BaseFont \/([A-Z]{6}\+[\w-]+)/g)].map(
    (match) => match[1] ?? '',
  );
