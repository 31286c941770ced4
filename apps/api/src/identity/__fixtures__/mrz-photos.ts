import sharp from 'sharp';
import type { MrzDocument } from '../document-reading/mrz-document';

const WEIGHTS = [7, 3, 1];
const valueOf = (char: string) =>
  char === '<' ? 0 : /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55;

/** ICAO 9303's check digit (weights 7, 3, 1). */
export const checkDigit = (field: string): string =>
  String(
    [...field].reduce((sum, char, index) => sum + valueOf(char) * (WEIGHTS[index % 3] ?? 1), 0) %
      10,
  );

const fill = (text: string, length: number) => text.padEnd(length, '<').slice(0, length);

export type MrzHolder = {
  surname?: string;
  givenNames?: string;
  number?: string;
  birth?: string;
  expiry?: string;
  sex?: 'F' | 'M';
};

const holder = (overrides: MrzHolder) => ({
  surname: 'SILVA',
  givenNames: 'MARIA<CLARA',
  number: 'FZ1234567',
  birth: '900401',
  expiry: '310310',
  sex: 'F' as const,
  ...overrides,
});

/** A Brazilian passport's MRZ (TD3, 2 × 44) with right check digits. */
export const passportMrz = (overrides: MrzHolder = {}): string[] => {
  const { surname, givenNames, number, birth, expiry, sex } = holder(overrides);
  const document = fill(number, 9) + checkDigit(fill(number, 9));
  const optional = fill('', 14) + checkDigit(fill('', 14));
  const dates = [birth + checkDigit(birth), expiry + checkDigit(expiry)];
  const composite = document + dates[0] + dates[1] + optional;
  return [
    fill(`P<BRA${surname}<<${givenNames}`, 44),
    `${document}BRA${dates[0]}${sex}${dates[1]}${optional}${checkDigit(composite)}`,
  ];
};

/** What reading passportMrz() gives, changed by `overrides`. */
export const aReadPassport = (overrides: Partial<MrzDocument> = {}): MrzDocument => ({
  format: 'TD3',
  documentCode: 'P',
  documentNumber: 'FZ1234567',
  surname: 'SILVA',
  givenNames: 'MARIA CLARA',
  nationality: 'BRA',
  issuingState: 'BRA',
  birthDate: '1990-04-01',
  expiryDate: '2031-03-10',
  sex: 'female',
  checkDigitsValid: true,
  invalidFields: [],
  expired: false,
  ...overrides,
});

/** The new CIN's MRZ (TD1, 3 × 30) with right check digits. */
export const cinMrz = (overrides: MrzHolder = {}): string[] => {
  const { surname, givenNames, number, birth, expiry, sex } = holder(overrides);
  const document = fill(number, 9) + checkDigit(fill(number, 9));
  const line1 = fill(`IDBRA${document}`, 30);
  const line2Start = `${birth}${checkDigit(birth)}${sex}${expiry}${checkDigit(expiry)}BRA`;
  const upper =
    line1.slice(5, 30) + line2Start.slice(0, 7) + line2Start.slice(8, 15) + fill('', 11);
  return [
    line1,
    `${fill(line2Start, 29)}${checkDigit(upper)}`,
    fill(`${surname}<<${givenNames}`, 30),
  ];
};

/**
 * A phone's photo of the page holding `lines`: printed in OCR-B (Debian's fonts-ocr-b), the
 * page turned by `degrees` on a dark table, 2000 px wide, JPEG.
 */
export const mrzPhoto = async (lines: readonly string[], degrees = 0): Promise<Buffer> => {
  const [width, height] = [1250, 880];
  const size = lines[0]?.length === 30 ? 52 : 37;
  const rows = lines
    .map(
      (line, index) =>
        `<text x="45" y="${height - 60 - (lines.length - 1 - index) * size * 1.6}" ` +
        `font-family="OCR B" font-size="${size}" fill="#111">${line.replace(/</g, '&lt;')}</text>`,
    )
    .join('');
  const page = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="#f3efe4"/>` +
      `<rect x="60" y="110" width="300" height="380" fill="#b9b2a4"/>` +
      `<text x="420" y="170" font-family="DejaVu Sans" font-size="30" fill="#333">` +
      `REPUBLICA FEDERATIVA DO BRASIL</text>${rows}</svg>`,
  );
  return phonePhotoOf(page, degrees);
};

/** A page (SVG) as a phone photographs it: turned by `degrees` on a dark table, 2000 px, JPEG. */
export const phonePhotoOf = async (page: Buffer, degrees: number): Promise<Buffer> => {
  const turned = await sharp(page)
    .rotate(degrees, { background: '#6b6358' })
    .resize(1500)
    .toBuffer();
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#5a4f44' } })
    .composite([{ input: turned, left: 250, top: 150 }])
    .jpeg({ quality: 82 })
    .toBuffer();
};
