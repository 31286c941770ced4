import { Readable } from 'node:stream';
import { AppError } from '../common';
import { sanitizeUpload, type SanitizeOptions } from './sanitize-upload';
import { SNIFF_BYTES, sniffFileType, type FileKind } from './sniff-file-type';
import { UploadRejected } from './upload-rejected';

export type Upload = { field: string; kind: FileKind; mime: string; stream: Readable };

export type SaveUploadOptions<T> = {
  /** Stores one file; the stream is already sniffed and sanitized. Must reject if it errors. */
  saveFile: (upload: Upload) => Promise<T>;
  /** Undoes a saveFile when the request fails as a whole. */
  discard: (saved: T) => Promise<void>;
  sanitize?: SanitizeOptions;
};

/** The refusal of a file over the size limit, the same whichever way the file arrives. */
export const fileTooLarge = (maxFileBytes: number): UploadRejected => {
  const megabytes = Math.round((maxFileBytes / (1024 * 1024)) * 10) / 10;
  return new UploadRejected('PAYLOAD_TOO_LARGE', 'upload.fileTooLarge', { megabytes });
};

/**
 * The one path every uploaded file takes, whether it came as a multipart part or was put
 * together from a resumable upload's chunks: sniffed from its first bytes, sanitized, saved.
 * undefined for an empty file when `skipEmpty` (a file input left blank). Refusals reject with
 * UploadRejected.
 */
export const sniffAndSave = async <T>(
  field: string,
  source: Readable,
  options: SaveUploadOptions<T>,
  skipEmpty: boolean,
): Promise<{ value: T } | undefined> => {
  const { head, rest } = await readHead(source, SNIFF_BYTES);
  // Its errors are the file's, already reported through the stream handed to saveFile.
  rest.on('error', () => undefined);
  if (head.length === 0 && skipEmpty) return undefined;
  const type = sniffFileType(head);
  if (!type) throw new UploadRejected('UNSUPPORTED_FILE_TYPE', 'upload.unsupportedType');
  const { mime, stream } = sanitizeUpload(type, rest, options.sanitize);
  let streamError: Error | undefined;
  stream.on('error', (error) => (streamError ??= error));
  const value = await options
    .saveFile({ field, kind: type.kind, mime, stream })
    .catch((error: unknown) => {
      throw streamError ?? error;
    });
  // A saveFile that resolved although its input failed must not count as a stored file.
  if (streamError) {
    await options.discard(value).catch(() => undefined);
    throw streamError;
  }
  return { value };
};

/** A whole file from a stream (a completed resumable upload), refused as a multipart part is. */
export const receiveFileStream = async <T>(
  field: string,
  source: Readable,
  options: SaveUploadOptions<T>,
): Promise<T> => {
  try {
    const saved = await sniffAndSave(field, source, options, false);
    if (!saved) throw new UploadRejected('UNSUPPORTED_FILE_TYPE', 'upload.unsupportedType');
    return saved.value;
  } catch (error) {
    throw asAppError(error, field);
  }
};

/** The first bytes of a stream, and a stream of all of it (those bytes included). */
const readHead = async (
  source: Readable,
  size: number,
): Promise<{ head: Buffer; rest: Readable }> => {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < size && !done) {
    const next = await iterator.next();
    done = next.done ?? false;
    if (!next.done) {
      chunks.push(next.value);
      length += next.value.length;
    }
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value;
    }
  }
  return { head, rest: Readable.from(done ? [head] : all(), { objectMode: false }) };
};

export const fieldError = (
  code: UploadRejected['code'] | 'UNEXPECTED_FILE',
  field: string,
  key: UploadRejected['key'],
  values?: Record<string, string | number>,
) => new AppError(code, [{ field, key, ...(values ? { values } : {}) }], values ?? {});

export const asAppError = (error: unknown, field: string): AppError | Error => {
  if (error instanceof UploadRejected)
    return fieldError(error.code, field, error.key, error.values);
  return error instanceof Error ? error : new Error(String(error));
};
