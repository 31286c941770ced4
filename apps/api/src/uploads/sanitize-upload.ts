import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, pipeline as pipe, type Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { acquireImageSlot } from './image-slots';
import { findUnsafePdfContent, type PdfFinding } from './pdf-active-content';
import type { SniffedType } from './sniff-file-type';
import { UploadRejected } from './upload-rejected';

export type SanitizeOptions = {
  /** Longest side of a stored image, in pixels. */
  maxDimension?: number;
  /** Images with more pixels are refused before decoding (decompression bombs). */
  maxInputPixels?: number;
  /** Where an image waits for its turn to decode: owner-only, encrypted with a key of its own. */
  tmpDir?: string;
};

export type SanitizedUpload = { mime: string; stream: Readable };

// libvips keeps recent operations and decoded tiles for reuse; every upload is new, so the
// cache would only hold memory.
sharp.cache(false);

const defaults = {
  maxDimension: 2560,
  // 64 megapixels: 48 MP phone cameras pass, a tiny PNG claiming 100 000² pixels does not.
  maxInputPixels: 64_000_000,
};

/**
 * What is stored of an upload. Images are decoded and re-encoded as JPEG: no EXIF, GPS, XMP or
 * ICC data survives, the EXIF orientation is applied first, and the longest side is capped.
 * PDFs pass unchanged once parsed and found free of active content (pdf-active-content.ts). HEIC is refused: the
 * prebuilt libvips of sharp decodes AVIF but not HEIC, and storing HEIC as sent would keep its
 * location metadata; iPhones send JPEG when the camera is set to "Most Compatible".
 *
 * Errors (UploadRejected) arrive on the returned stream, as the input is read.
 */
export const sanitizeUpload = (
  type: SniffedType,
  input: Readable,
  options: SanitizeOptions = {},
): SanitizedUpload => {
  switch (type.kind) {
    case 'jpeg':
    case 'png':
    case 'webp':
      return { mime: 'image/jpeg', stream: reencodeImage(input, { ...defaults, ...options }) };
    case 'pdf':
      return { mime: 'application/pdf', stream: checkedPdf(input) };
    case 'heic':
      input.resume();
      throw new UploadRejected('UNSUPPORTED_FILE_TYPE', 'upload.heicNotSupported');
  }
};

/**
 * An image waits for its decoding slot in a temporary file, not in memory (twenty guests
 * uploading at once would otherwise hold every photo). The file is sealed with AES-256-GCM
 * under a key that only this upload's memory holds, so no guest's document ever lies on disk
 * in the clear, not even after a crash between writing and removing it; it is read back
 * through the decipher, whose tag check fails the upload if the file was changed meanwhile.
 */
const reencodeImage = (
  input: Readable,
  options: typeof defaults & Pick<SanitizeOptions, 'tmpDir'>,
): Readable => {
  const output = new PassThrough();
  const run = async () => {
    const folder = await mkdtemp(join(options.tmpDir ?? tmpdir(), 'chegada-upload-'));
    try {
      const path = join(folder, 'image');
      const key = randomBytes(32);
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      await pipeline(input, cipher, createWriteStream(path, { mode: 0o600 }));
      const decipher = createDecipheriv('aes-256-gcm', key, iv).setAuthTag(cipher.getAuthTag());
      const release = await acquireImageSlot();
      try {
        await encodeFrom(
          pipe(createReadStream(path), decipher, () => {}),
          output,
          options,
        );
      } finally {
        release();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  };
  run().catch((error: unknown) => output.destroy(error as Error));
  return output;
};

/** Decodes one image (sharp takes the compressed bytes whole, a few MB) and re-encodes it. */
const encodeFrom = async (
  source: Readable,
  output: PassThrough,
  options: typeof defaults,
): Promise<void> => {
  const image = sharp({ limitInputPixels: options.maxInputPixels, failOn: 'error' })
    .rotate()
    .resize({
      width: options.maxDimension,
      height: options.maxDimension,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 });
  const fail = (error: Error) => output.destroy(imageRejection(error, options.maxInputPixels));
  source.on('error', fail);
  image.on('error', fail);
  source.pipe(image).pipe(output);
  // The slot is held until the consumer has read it all, or given up.
  await finished(output).catch(() => {
    source.destroy();
    image.destroy();
  });
};

const imageRejection = (error: Error, maxInputPixels: number): Error => {
  if (error instanceof UploadRejected) return error;
  if (/pixel limit/i.test(error.message)) {
    return new UploadRejected('PAYLOAD_TOO_LARGE', 'upload.imageTooManyPixels', {
      megapixels: Math.floor(maxInputPixels / 1_000_000),
    });
  }
  return new UploadRejected('UNSUPPORTED_FILE_TYPE', 'upload.unreadableImage');
};

/**
 * A PDF is read whole (the size limit upstream bounds it) and parsed before a byte is passed
 * on: one with active content, encrypted or unreadable is refused, whatever path it came by.
 */
const checkedPdf = (input: Readable): Readable => {
  const output = new PassThrough();
  const run = async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of input) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const finding = await findUnsafePdfContent(bytes);
    if (finding) throw pdfRejection(finding);
    output.end(bytes);
  };
  run().catch((error: unknown) => output.destroy(error as Error));
  return output;
};

const pdfRejection = (finding: PdfFinding): UploadRejected => {
  switch (finding.kind) {
    case 'active':
      return new UploadRejected('UNSAFE_CONTENT', 'upload.pdfActiveContent');
    case 'encrypted':
      return new UploadRejected('UNSUPPORTED_FILE_TYPE', 'upload.pdfEncrypted');
    case 'unreadable':
      return new UploadRejected('UNSUPPORTED_FILE_TYPE', 'upload.pdfUnreadable');
  }
};
