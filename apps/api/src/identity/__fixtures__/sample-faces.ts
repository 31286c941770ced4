import { dirname, join } from 'node:path';
import sharp from 'sharp';

// @vladmandic/face-api (a dev dependency) ships six unlabelled group photos; the boxes below
// are faces its own detector finds in them at full size.
const DEMO = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

type SampleFace = { file: string; box: [x: number, y: number, size: number] };

/** Two faces of different people: the least similar pair of the 22 (similarity 0.1). */
export const SAMPLE_FACES = {
  // Head turned to one side (yaw ≈ +0.17 rad).
  ana: { file: 'sample3.jpg', box: [515, 295, 361] },
  bruno: { file: 'sample6.jpg', box: [1081, 280, 368] },
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
