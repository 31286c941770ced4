import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { finished } from 'node:stream/promises';
import sharp from 'sharp';
import { FAKE_CAMERA } from './browser';

// Chromium's fake camera plays a raw Y4M file in a loop (--use-file-for-fake-video-capture):
// made here from still pictures, written to a temporary folder, never committed.

const WIDTH = 640;
const HEIGHT = 480;
const FPS = 10;

/** One picture shown for some seconds. */
export type Shot = { picture: Buffer; seconds: number };

/** The picture on a grey 640 × 480 frame, as YUV 4:2:0 planes (BT.601, full range). */
const yuvFrame = async (picture: Buffer): Promise<Buffer> => {
  const rgb = await sharp(picture)
    .resize(WIDTH, HEIGHT, { fit: 'contain', background: '#808080' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const v = Buffer.alloc(u.length);
  const at = (x: number, row: number) => (row * WIDTH + x) * 3;
  for (let row = 0; row < HEIGHT; row++)
    for (let x = 0; x < WIDTH; x++) {
      const i = at(x, row);
      const [r, g, b] = [rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0];
      y[row * WIDTH + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    }
  for (let row = 0; row < HEIGHT; row += 2)
    for (let x = 0; x < WIDTH; x += 2) {
      let [r, g, b] = [0, 0, 0];
      for (const i of [at(x, row), at(x + 1, row), at(x, row + 1), at(x + 1, row + 1)]) {
        r += (rgb[i] ?? 0) / 4;
        g += (rgb[i + 1] ?? 0) / 4;
        b += (rgb[i + 2] ?? 0) / 4;
      }
      const c = (row / 2) * (WIDTH / 2) + x / 2;
      u[c] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      v[c] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  return Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
};

/** Where a test's video goes: a temporary folder of this process, known before it is written. */
export const fakeCameraFile = (name: string): string =>
  join(tmpdir(), `fake-camera-${process.pid}`, `${name}.y4m`);

/** Writes the shots, in order, as a Y4M video at `file` (fakeCameraFile). */
export const writeFakeCameraVideo = async (file: string, shots: readonly Shot[]): Promise<void> => {
  await mkdir(dirname(file), { recursive: true });
  const out = createWriteStream(file);
  out.write(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`);
  for (const { picture, seconds } of shots) {
    const frame = await yuvFrame(picture);
    for (let count = 0; count < Math.round(seconds * FPS); count++) out.write(frame);
  }
  out.end();
  await finished(out);
};

/** Chromium's launch flags for a camera, allowed without asking, that plays `video`. */
export const fakeCameraPlaying = (video: string): string[] => [
  ...FAKE_CAMERA,
  `--use-file-for-fake-video-capture=${video}`,
];
