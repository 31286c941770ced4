import sharp from 'sharp';

// Issue 29: a phone photo of a page is askew by up to ±5°; a little margin beyond.
const MOST_DEGREES = 7;
const STEP_DEGREES = 0.25;
const WIDTH = 800;
// Ink: a pixel clearly darker than its neighbourhood (a uniform dark table is not ink).
const INK_CONTRAST = 30;

/**
 * The angle (degrees, clockwise) the text lines of a photo lean by: the rotation whose rows
 * of ink are the most uneven (a projection profile, sharpest when lines lie flat).
 */
export const textSkew = async (image: Uint8Array): Promise<number> => {
  const { data, info } = await sharp(image)
    .rotate()
    .greyscale()
    .resize(WIDTH)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const blurred = await sharp(data, {
    raw: { width: info.width, height: info.height, channels: 1 },
  })
    .blur(6)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const ink: number[] = [];
  for (let index = 0; index < data.length; index++) {
    if ((data[index] ?? 0) < (blurred[index] ?? 0) - INK_CONTRAST) {
      ink.push(index % info.width, Math.floor(index / info.width));
    }
  }
  let best = 0;
  let bestScore = -1;
  for (let degrees = -MOST_DEGREES; degrees <= MOST_DEGREES; degrees += STEP_DEGREES) {
    const score = unevenness(ink, degrees, info.width, info.height);
    if (score > bestScore) [best, bestScore] = [degrees, score];
  }
  return best;
};

const unevenness = (ink: number[], degrees: number, width: number, height: number): number => {
  const radians = (degrees * Math.PI) / 180;
  const [sin, cos] = [Math.sin(radians), Math.cos(radians)];
  const rows = new Float64Array(2 * (width + height));
  for (let index = 0; index < ink.length; index += 2) {
    const [x, y] = [ink[index] ?? 0, ink[index + 1] ?? 0];
    rows[Math.round(y * cos - x * sin + width)]! += 1;
  }
  return rows.reduce((sum, count) => sum + count * count, 0);
};
