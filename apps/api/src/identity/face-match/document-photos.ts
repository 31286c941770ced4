import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFNumber, PDFRawStream, type PDFDict } from 'pdf-lib';
import sharp from 'sharp';

// A document's photo is one of its larger pictures; icons and seals are skipped, and a PDF
// with dozens of images cannot make the engine read them all.
const MIN_SIDE = 64;
const MOST_IMAGES = 4;

type Picture = { bytes: Uint8Array; pixels: number };

const name = (dict: PDFDict, key: string) => dict.get(PDFName.of(key));
const numberOf = (dict: PDFDict, key: string): number => {
  const value = dict.get(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : 0;
};

/** A JPEG as it is; 8-bit RGB or grey pixels behind Flate (how pdf-lib embeds a PNG) as PNG. */
const pictureOf = async (stream: PDFRawStream): Promise<Picture | null> => {
  const { dict } = stream;
  const width = numberOf(dict, 'Width');
  const height = numberOf(dict, 'Height');
  if (name(dict, 'Subtype') !== PDFName.of('Image') || Math.min(width, height) < MIN_SIDE) {
    return null;
  }
  const filter = name(dict, 'Filter');
  if (filter === PDFName.of('DCTDecode')) return { bytes: stream.contents, pixels: width * height };
  const space = name(dict, 'ColorSpace');
  const channels =
    space === PDFName.of('DeviceRGB') ? 3 : space === PDFName.of('DeviceGray') ? 1 : 0;
  if (filter !== PDFName.of('FlateDecode') || channels === 0) return null;
  if (numberOf(dict, 'BitsPerComponent') !== 8 || name(dict, 'DecodeParms')) return null;
  const raw = inflateSync(stream.contents);
  if (raw.length !== width * height * channels) return null;
  const bytes = await sharp(raw, { raw: { width, height, channels } }).png().toBuffer();
  return { bytes, pixels: width * height };
};

/**
 * The pictures a document file may show its holder's face in: a photo is itself; a digital
 * document (PDF) gives its embedded images, largest first. None: the match is "review".
 */
export const documentPhotos = async (file: {
  mime: string;
  bytes: Uint8Array;
}): Promise<Uint8Array[]> => {
  if (file.mime !== 'application/pdf') return [file.bytes];
  const pdf = await PDFDocument.load(file.bytes, { updateMetadata: false }).catch(() => null);
  if (!pdf) return [];
  const pictures: Picture[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const picture = await pictureOf(object).catch(() => null);
    if (picture) pictures.push(picture);
  }
  return pictures
    .sort((a, b) => b.pixels - a.pixels)
    .slice(0, MOST_IMAGES)
    .map((picture) => picture.bytes);
};
