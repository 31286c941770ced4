import sharp from 'sharp';
import { textSkew } from './page-skew';

const OCR_WIDTH = 2000;

/** A document photo made ready for an OCR: turned upright by its text lines, grey, contrasted. */
export const straightPage = async (image: Uint8Array): Promise<Buffer> => {
  const degrees = await textSkew(image);
  return sharp(image)
    .rotate()
    .rotate(-degrees, { background: '#ffffff' })
    .greyscale()
    .normalise()
    .resize({ width: OCR_WIDTH, withoutEnlargement: true })
    .png()
    .toBuffer();
};
