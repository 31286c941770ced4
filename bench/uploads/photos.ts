import { randomBytes } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

export type BenchFile = { field: string; name: string; type: string; bytes: Buffer };

const CACHE = join(tmpdir(), 'chegada-bench-uploads');
const WIDTH = 4000;
const HEIGHT = 3000;

/**
 * A 12-megapixel photo of about 8 MB: noise, softened a little so JPEG at quality 95 lands
 * near what a phone camera writes (raw noise would make 12 MB). Made once, kept in tmpdir.
 */
const photo = async (name: string): Promise<Buffer> => {
  const path = join(CACHE, name);
  if (
    await stat(path).then(
      (found) => found.size > 0,
      () => false,
    )
  )
    return readFile(path);
  const noise = randomBytes(WIDTH * HEIGHT * 3);
  const bytes = await sharp(noise, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .blur(1)
    .jpeg({ quality: 95 })
    .toBuffer();
  await mkdir(CACHE, { recursive: true });
  await writeFile(path, bytes);
  return bytes;
};

const depositProof = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );

/** The four files of a complete form: document front and back, selfie, deposit proof. */
export const formFiles = async (): Promise<BenchFile[]> => [
  { field: 'doc_front', name: 'front.jpg', type: 'image/jpeg', bytes: await photo('front.jpg') },
  { field: 'doc_back', name: 'back.jpg', type: 'image/jpeg', bytes: await photo('back.jpg') },
  { field: 'doc_selfie', name: 'selfie.jpg', type: 'image/jpeg', bytes: await photo('selfie.jpg') },
  { field: 'deposit_proof', name: 'pix.pdf', type: 'application/pdf', bytes: depositProof() },
];
