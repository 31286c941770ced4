/** The long side a document photo keeps: legible for the host, a few hundred KB to send. */
export const MAX_LONG_SIDE = 2000;
const JPEG_QUALITY = 0.85;
// Photos the browser can draw; PDFs and HEIC (which most browsers cannot decode) go as they are.
const DRAWABLE = ['image/jpeg', 'image/png', 'image/webp'];
// A small JPEG is already what we would make of it.
const SMALL_ENOUGH = 600_000;

export type PreparedFile = { blob: Blob; name: string };

/** The size a picture of `width` × `height` is drawn at, its long side at most `max`. */
export const scaledSize = (width: number, height: number, max = MAX_LONG_SIDE) => {
  const ratio = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * ratio), height: Math.round(height * ratio) };
};

const jpegName = (name: string) => `${name.replace(/\.[^./]+$/, '') || 'photo'}.jpg`;

const encode = async (bitmap: ImageBitmap): Promise<Blob> => {
  const { width, height } = scaledSize(bitmap.width, bitmap.height);
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
};

/**
 * A phone's photo re-encoded before upload (issue 17): at most 2000 px on the long side, as
 * JPEG, turned upright by its EXIF orientation — a 12 MP photo of 4–6 MB becomes a few hundred
 * KB. Anything the browser cannot draw, or a smaller result that is not smaller, is sent as
 * picked; the server's own checks decide.
 */
export const prepareImage = async (file: File | Blob, name: string): Promise<PreparedFile> => {
  const original = { blob: file, name };
  if (!DRAWABLE.includes(file.type) || typeof createImageBitmap !== 'function') return original;
  if (file.type === 'image/jpeg' && file.size <= SMALL_ENOUGH) return original;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return original;
  }
  try {
    const blob = await encode(bitmap);
    return blob.size < file.size ? { blob, name: jpegName(name) } : original;
  } finally {
    bitmap.close();
  }
};
