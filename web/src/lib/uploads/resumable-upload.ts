import { UPLOAD_CHUNK_TYPE, UPLOAD_OFFSET_HEADER, type GuestUploadState } from '@chegada/contracts';
import { isApiError, toApiError } from '../api/api-error';
import { isTransient } from '../offline/use-outbox';
import { failure, unreachable, uploadFile } from './upload-file';

/** Files from this size on go in chunks; a smaller one is a single request anyway. */
export const RESUMABLE_FROM_BYTES = 256 * 1024;
/** A chunk: a few seconds on 3G, so a dropped connection costs little. */
export const CHUNK_BYTES = 192 * 1024;
// Tries of one chunk before the file waits for the connection (use-upload-slot.ts).
const MAX_FAILURES = 5;
// Offsets re-read or uploads restarted in one send: beyond, the server is not making sense.
const MAX_DETOURS = 20;

/** 0.5 s, 1 s, 2 s… up to 8 s between tries of a chunk. */
export const backoffMs = (failures: number): number => Math.min(8000, 500 * 2 ** failures);

export type ResumableUpload = {
  /** The uploads collection: POST starts one, `${url}/${uploadId}` is one upload. */
  url: string;
  headers: Record<string, string>;
  field: string;
  blob: Blob;
  name: string;
  /** 0 to 1 across every chunk. */
  onProgress: (fraction: number) => void;
  /** Where the upload's id is kept, so a reload carries on (offline-store.ts). */
  kept: {
    read: () => Promise<string | undefined>;
    keep: (uploadId: string) => Promise<void>;
    forget: () => Promise<void>;
  };
  wait?: (ms: number) => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const call = async (url: string, init: RequestInit): Promise<Response> => {
  const response = await fetch(new URL(url, window.location.origin).href, init).catch(() => {
    throw unreachable();
  });
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  let data: unknown = text;
  try {
    data = JSON.parse(text) as unknown;
  } catch {
    // Not JSON (a proxy's page): the status text words it.
  }
  throw failure(toApiError({ status: response.status, data }, { statusText: response.statusText }));
};

const start = async (upload: ResumableUpload): Promise<GuestUploadState> => {
  const response = await call(upload.url, {
    method: 'POST',
    headers: { ...upload.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      field: upload.field,
      size: upload.blob.size,
      name: upload.name,
      type: upload.blob.type,
    }),
  });
  const state = (await response.json()) as GuestUploadState;
  await upload.kept.keep(state.uploadId).catch(() => undefined);
  return state;
};

/** The bytes the server holds (HEAD); undefined when the upload is gone (expired). */
const held = async (
  upload: ResumableUpload,
  uploadId: string,
): Promise<GuestUploadState | undefined> => {
  try {
    const response = await call(`${upload.url}/${uploadId}`, {
      method: 'HEAD',
      headers: upload.headers,
      cache: 'no-store',
    });
    const offset = Number(response.headers.get(UPLOAD_OFFSET_HEADER));
    return { uploadId, offset, size: upload.blob.size };
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
    await upload.kept.forget().catch(() => undefined);
    return undefined;
  }
};

const sendChunk = (upload: ResumableUpload, { uploadId, offset, size }: GuestUploadState) => {
  const chunk = upload.blob.slice(offset, offset + CHUNK_BYTES);
  return uploadFile({
    url: `${upload.url}/${uploadId}`,
    method: 'PATCH',
    headers: {
      ...upload.headers,
      'Content-Type': UPLOAD_CHUNK_TYPE,
      [UPLOAD_OFFSET_HEADER]: String(offset),
    },
    body: chunk,
    onProgress: (fraction) => upload.onProgress((offset + fraction * chunk.size) / size),
  });
};

const isState = (answer: unknown): answer is GuestUploadState =>
  typeof answer === 'object' && answer !== null && 'uploadId' in answer;

const statusOf = (error: unknown) => (isApiError(error) ? error.status : undefined);

/**
 * Sends a file in chunks (a subset of tus, see the API's resumable-upload controller): after
 * a dropped chunk it asks the server how many bytes it holds and carries on from there, waiting
 * longer after each failure; an upload started before a reload goes on where it stopped.
 * Resolves with the answer to the last chunk, which is the answer of a PUT with that file;
 * rejects as uploadFile does, a transient failure only after several tries.
 */
export const sendResumable = async (upload: ResumableUpload): Promise<unknown> => {
  const wait = upload.wait ?? sleep;
  const keptId = await upload.kept.read().catch(() => undefined);
  let state = (keptId ? await held(upload, keptId) : undefined) ?? (await start(upload));
  upload.onProgress(state.offset / state.size);
  for (let failures = 0, detours = 0; ;) {
    try {
      const answer = await sendChunk(upload, state);
      if (!isState(answer)) {
        await upload.kept.forget().catch(() => undefined);
        return answer;
      }
      state = answer;
      failures = 0;
      upload.onProgress(state.offset / state.size);
    } catch (error) {
      const status = statusOf(error);
      if (status !== 409 && status !== 404 && !isTransient(error)) {
        await upload.kept.forget().catch(() => undefined);
        throw error;
      }
      if (isTransient(error) ? ++failures >= MAX_FAILURES : ++detours > MAX_DETOURS) throw error;
      if (isTransient(error)) await wait(backoffMs(failures - 1));
      // The server's count decides where to go on; an expired upload starts again.
      state = (await held(upload, state.uploadId)) ?? (await start(upload));
    }
  }
};
