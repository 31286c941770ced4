import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { digitalDocument, documentFront } from '../__fixtures__/sample-faces';
import { documentPhotos } from './document-photos';

const sizeOf = async (bytes: Uint8Array) => {
  const { width, height } = await sharp(bytes).metadata();
  return `${width}x${height}`;
};

describe('the pictures of a document file', () => {
  it('a photo of the document is its own picture', async () => {
    const front = await documentFront('ana');
    expect(await documentPhotos({ mime: 'image/jpeg', bytes: front })).toEqual([front]);
  });

  it('a digital document gives its embedded photo; one with text only gives none', async () => {
    const photos = await documentPhotos({
      mime: 'application/pdf',
      bytes: await digitalDocument('ana'),
    });
    expect(await Promise.all(photos.map(sizeOf))).toEqual(['1000x640']);
    const textOnly = await digitalDocument(null);
    expect(await documentPhotos({ mime: 'application/pdf', bytes: textOnly })).toEqual([]);
  });

  it('reads a PNG embedded by pdf-lib, largest first, and skips icons', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage();
    const png = (width: number) =>
      sharp({ create: { width, height: width, channels: 3, background: '#a55' } })
        .png()
        .toBuffer();
    for (const width of [32, 200, 400]) {
      page.drawImage(await pdf.embedPng(await png(width)), { x: 0, y: 0, width, height: width });
    }
    const photos = await documentPhotos({
      mime: 'application/pdf',
      bytes: await pdf.save(),
    });
    expect(await Promise.all(photos.map(sizeOf))).toEqual(['400x400', '200x200']);
  });

  it('a damaged PDF gives none rather than failing', async () => {
    expect(
      await documentPhotos({ mime: 'application/pdf', bytes: Buffer.from('%PDF-1.4 broken') }),
    ).toEqual([]);
  });
});
