import { dirname, join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

// @vladmandic/face-api (a dev dependency) ships six unlabelled group photos; the boxes below
// are faces its own detector finds in them at full size.
const DEMO = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

type SampleFace = { file: string; box: [x: number, y: number, size: number] };

/** Two faces of different people: the least similar pair of the 22 (similarity 0.1). */
export const SAMPLE_FACES = {
  // Head turned to one side (yaw ≈ +0.17 rad).
  ana: { file: 'sample3.jpg', box: [515, 295, 361] },
  bia: { file: 'sample6.jpg', box: [1081, 280, 368] },
} satisfies Record<string, SampleFace>;

export type SampleFaceName = keyof typeof SAMPLE_FACES;

export type FaceImageOptions = {
  /** Output width in pixels (square). */
  size?: number;
  /** Mirror left–right: the same person with the head turned the other way. */
  mirrored?: boolean;
  /** Degrees, as a phone held slightly askew. */
  rotated?: number;
};

/** A JPEG of one sample face with room around it, as a phone's selfie frames it. */
export const faceImage = async (
  name: SampleFaceName,
  { size = 480, mirrored = false, rotated = 0 }: FaceImageOptions = {},
): Promise<Buffer> => {
  const { file, box } = SAMPLE_FACES[name];
  const [x, y, side] = box;
  let image = sharp(join(DEMO, file))
    .extract({
      left: Math.round(x - side / 2),
      top: Math.round(y - side / 2),
      width: side * 2,
      height: side * 2,
    })
    .resize(size, size);
  if (mirrored) image = sharp(await image.flop().toBuffer());
  if (rotated !== 0)
    image = sharp(await image.rotate(rotated, { background: '#808080' }).toBuffer());
  return image.jpeg({ quality: 80 }).toBuffer();
};

/** A plain JPEG with no face in it (a covered camera). */
export const blankImage = (size = 480): Promise<Buffer> =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#7a7a7a' } })
    .jpeg()
    .toBuffer();

/** The front of an identity card as a phone photographs it: the holder's photo on the left. */
export const documentFront = async (name: SampleFaceName): Promise<Buffer> => {
  const photo = await faceImage(name, { size: 260 });
  const line = (top: number, width: number) => ({
    input: { create: { width, height: 18, channels: 3 as const, background: '#3a3a48' } },
    left: 360,
    top,
  });
  return sharp({ create: { width: 1000, height: 640, channels: 3, background: '#e4e0d2' } })
    .composite([
      { input: photo, left: 60, top: 190 },
      line(200, 420),
      line(260, 300),
      line(320, 360),
      line(380, 220),
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
};

/** A digital document (PDF) showing `name`'s card, or none with text only. */
export const digitalDocument = async (name: SampleFaceName | null): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText('REPUBLICA FEDERATIVA DO BRASIL', { x: 60, y: 780, size: 16 });
  if (name) {
    const card = await pdf.embedJpg(await documentFront(name));
    page.drawImage(card, { x: 60, y: 400, width: 475, height: 304 });
  }
  return Buffer.from(await pdf.save());
};

/** A JPEG as a guest's upload part. */
export const jpegUpload = (bytes: Buffer, name: string) => ({ bytes, name, type: 'image/jpeg' });
