import { execFile } from 'node:child_process';

// unpdf loads PDF.js with a dynamic import, which Jest's module sandbox refuses: a plain Node
// child reads the PDF from stdin and prints its text.
const EXTRACT = `
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const document = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
  const { text } = await extractText(document, { mergePages: true });
  process.stdout.write(text);
});`;

/** The text of a PDF, pages joined, as a reader extracts it. */
export const pdfText = (pdf: Buffer): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['-e', EXTRACT], (error, stdout) =>
      error ? reject(new Error(error.message)) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });

/** The names of the fonts a PDF embeds (subset fonts: a six-letter tag, '+', the name). */
export const embeddedFonts = (pdf: Buffer): string[] =>
  [...pdf.toString('latin1').matchAll(/\/BaseFont \/([A-Z]{6}\+[\w-]+)/g)].map(
    (match) => match[1] ?? '',
  );
