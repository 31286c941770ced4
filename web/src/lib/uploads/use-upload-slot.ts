import { useCallback, useEffect, useRef, useState } from 'react';
import { isTransient } from '../offline/use-outbox';
import { forgetFile, keepFile, readFile } from '../offline/offline-store';
import { prepareImage } from './prepare-image';
import { forgetSent, rememberSent, sentFileOf } from './sent-file-memory';

/**
 * One file of a form (a document side, a selfie): `stored` on the server already, `waiting`
 * kept on this device for when the connection returns, `failed` refused by the server.
 */
export type SlotPhase =
  'empty' | 'stored' | 'preparing' | 'uploading' | 'done' | 'waiting' | 'failed';

export type SlotState = {
  phase: SlotPhase;
  /** 0 to 1 while uploading. */
  progress: number;
  /** Why the server refused it. */
  error: unknown;
  /** A local preview of the chosen picture. */
  preview: string | null;
  fileName: string | null;
};

/** A file larger than the server takes, kept from the upload: `megabytes` is the limit. */
export class FileTooLarge extends Error {
  constructor(readonly megabytes: number) {
    super(`The file is larger than ${megabytes} MB`);
  }
}

export type SendFile = (
  blob: Blob,
  name: string,
  onProgress: (fraction: number) => void,
) => Promise<unknown>;

const previewOf = (blob: Blob): string | null => {
  if (!blob.type.startsWith('image/')) return null;
  try {
    return URL.createObjectURL(blob);
  } catch {
    // No object URLs here: the file is still sent, only without a preview.
    return null;
  }
};

/**
 * A file picked, re-encoded (prepare-image.ts), kept in IndexedDB and uploaded alone with its
 * progress. A dropped connection leaves it `waiting`, sent again when the browser is back
 * online or on the next visit; `retry` sends it again at once.
 */
export const useUploadSlot = (options: {
  /** Where the kept file lives: the link and the field. */
  storageKey: string;
  alreadyStored: boolean;
  send: SendFile;
  onUploaded?: () => void;
  /** The largest file the server takes: a larger one is refused here, and nothing is sent. */
  maxBytes?: number;
}) => {
  const { storageKey, alreadyStored } = options;
  // A file the server holds is shown by the name (and preview) this tab sent it with.
  const [state, setState] = useState<SlotState>(() => {
    const sent = alreadyStored ? sentFileOf(storageKey) : null;
    if (!alreadyStored) forgetSent(storageKey);
    return {
      phase: alreadyStored ? 'stored' : 'empty',
      progress: 0,
      error: null,
      preview: sent?.preview ?? null,
      fileName: sent?.name ?? null,
    };
  });
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // The file being sent, for a retry even where IndexedDB could not keep it.
  const inHand = useRef<{ blob: Blob; name: string } | null>(null);
  // The name the guest picked, remembered once sent even when the photo went as a JPEG.
  const picked = useRef<string | null>(null);

  const upload = useCallback(
    async (blob: Blob, name: string) => {
      setState((now) => ({ ...now, phase: 'uploading', progress: 0, error: null }));
      try {
        await latest.current.send(blob, name, (progress) =>
          setState((now) => ({ ...now, progress })),
        );
      } catch (error) {
        const transient = isTransient(error);
        if (!transient) await forgetFile(storageKey).catch(() => undefined);
        setState((now) => ({ ...now, phase: transient ? 'waiting' : 'failed', error }));
        return;
      }
      await forgetFile(storageKey).catch(() => undefined);
      await rememberSent(storageKey, blob, picked.current ?? name);
      inHand.current = null;
      setState((now) => ({ ...now, phase: 'done', progress: 1 }));
      latest.current.onUploaded?.();
    },
    [storageKey],
  );

  const choose = useCallback(
    async (file: File | Blob, name: string) => {
      picked.current = name;
      setState((now) => ({ ...now, phase: 'preparing', error: null, fileName: name }));
      const prepared = await prepareImage(file, name);
      // The guest reads the name they picked, even when the picture goes as a smaller JPEG.
      setState((now) => ({ ...now, preview: previewOf(prepared.blob) }));
      const { maxBytes = Infinity } = latest.current;
      if (prepared.blob.size > maxBytes) {
        const error = new FileTooLarge(Math.round((maxBytes / (1024 * 1024)) * 10) / 10);
        setState((now) => ({ ...now, phase: 'failed', error }));
        return;
      }
      inHand.current = prepared;
      await keepFile(storageKey, prepared.blob, prepared.name).catch(() => undefined);
      await upload(prepared.blob, prepared.name);
    },
    [storageKey, upload],
  );

  const retry = useCallback(async () => {
    const kept = (await readFile(storageKey).catch(() => undefined)) ?? inHand.current;
    if (kept) await upload(kept.blob, kept.name);
  }, [storageKey, upload]);

  // A file kept on an earlier visit, or before the connection dropped, goes when it can.
  useEffect(() => {
    let active = true;
    void readFile(storageKey)
      .catch(() => undefined)
      .then((kept) => {
        if (!active || !kept) return;
        setState((now) => ({
          ...now,
          phase: 'waiting',
          preview: previewOf(kept.blob),
          fileName: kept.name,
        }));
        if (navigator.onLine) void upload(kept.blob, kept.name);
      });
    const again = () => void retry();
    window.addEventListener('online', again);
    return () => {
      active = false;
      window.removeEventListener('online', again);
    };
  }, [storageKey, upload, retry]);

  return { state, choose, retry };
};
