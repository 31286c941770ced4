import { scaledSize } from './prepare-image';

/** What this tab remembers of a file it sent: the name the guest picked and a small preview. */
export type SentFile = { name: string; preview: string | null };

// A preview large enough to recognise the photo, small enough to keep (a few KB).
const PREVIEW_SIDE = 240;
const keyOf = (storageKey: string) => `sent-file:${storageKey}`;

const previewOf = async (blob: Blob): Promise<string | null> => {
  if (!blob.type.startsWith('image/') || typeof createImageBitmap !== 'function') return null;
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height, PREVIEW_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    return canvas.toDataURL('image/jpeg', 0.7);
  } finally {
    bitmap.close();
  }
};

/**
 * Kept for this tab only (sessionStorage): a reload shows the file the server says it holds by
 * its name and preview, and nothing of a document's picture outlives the tab on a shared phone.
 */
export const rememberSent = async (storageKey: string, blob: Blob, name: string) => {
  const preview = await previewOf(blob).catch(() => null);
  try {
    sessionStorage.setItem(keyOf(storageKey), JSON.stringify({ name, preview }));
  } catch {
    // Storage full or refused: after a reload the slot only says the file was sent.
  }
};

/** The file this tab sent for the slot, if it remembers one. */
export const sentFileOf = (storageKey: string): SentFile | null => {
  try {
    const kept = JSON.parse(sessionStorage.getItem(keyOf(storageKey)) ?? 'null') as SentFile | null;
    return kept && typeof kept.name === 'string' ? kept : null;
  } catch {
    return null;
  }
};

export const forgetSent = (storageKey: string) => {
  try {
    sessionStorage.removeItem(keyOf(storageKey));
  } catch {
    // Nothing kept where storage is refused.
  }
};
