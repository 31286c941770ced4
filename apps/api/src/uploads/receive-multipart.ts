import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy, { type Busboy, type FileInfo } from 'busboy';
import { AppError, costlyJson, costlyJsonError } from '../common';
import {
  asAppError,
  fieldError,
  fileTooLarge,
  sniffAndSave,
  type SaveUploadOptions,
} from './receive-file';
import { UploadRejected } from './upload-rejected';

export type ReceiveMultipartOptions<T> = SaveUploadOptions<T> & {
  maxFileBytes: number;
  maxFiles: number;
  /** Largest text field (the form's JSON), 100 KB by default. */
  maxFieldBytes?: number;
  /** Most text fields, 20 by default. */
  maxFields?: number;
  acceptsFile: (field: string) => boolean;
};

export type ReceivedMultipart<T> = {
  fields: Record<string, string>;
  files: Array<{ field: string; saved: T }>;
};

/**
 * Reads a multipart/form-data request as it arrives: text fields are collected, each file is
 * sniffed from its first bytes, sanitized and handed to saveFile as a stream, never held whole.
 * All or nothing: when any part is refused (too large, wrong type, unexpected field, malformed
 * body), every file saved so far is discarded and the promise rejects with an AppError naming
 * the field; the rest of the body is read and dropped so the client still gets the answer.
 */
export const receiveMultipart = <T>(
  request: IncomingMessage,
  options: ReceiveMultipartOptions<T>,
): Promise<ReceivedMultipart<T>> =>
  new Promise((resolve, reject) => {
    const parser = createParser(request, options);
    if (parser instanceof AppError) {
      request.resume();
      return reject(parser);
    }
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    // In the order of the parts, whatever order their saves finish in.
    const slots: Array<ReceivedMultipart<T>['files'][number] | undefined> = [];
    const saved = () => slots.filter((slot) => slot !== undefined);
    const pending: Array<Promise<void>> = [];
    const inFlight = new Set<Readable>();
    let failure: AppError | Error | undefined;

    const fail = (error: AppError | Error) => {
      if (failure) return;
      failure = error;
      request.unpipe(parser);
      request.resume();
      for (const file of inFlight) file.destroy(error);
      void Promise.allSettled(pending)
        .then(() => Promise.allSettled(saved().map((file) => options.discard(file.saved))))
        .then(() => reject(error));
    };

    // A part without a name answers no field (a browser never sends one): left out, as an
    // unknown field is, so the route names the field it lacks.
    parser.on('field', (name, value, info) => {
      if (!name) return;
      if (info.valueTruncated) {
        const kilobytes = Math.floor((options.maxFieldBytes ?? DEFAULT_FIELD_BYTES) / 1024);
        return fail(fieldError('PAYLOAD_TOO_LARGE', name, 'upload.fieldTooLarge', { kilobytes }));
      }
      // A field may hold JSON (the guest form's data): refused before anything parses it.
      const costly = costlyJson(value);
      if (costly) return fail(costlyJsonError(costly, name));
      fields[name] = value;
    });
    parser.on('file', (field, file, info) => {
      // A file drained unread still gets busboy's error when the body is cut short: without a
      // listener, that error would be thrown out of the stream and end the process.
      const drain = () => file.on('error', () => undefined).resume();
      if (failure || !field) return drain();
      if (!options.acceptsFile(field)) {
        drain();
        return fail(fieldError('UNEXPECTED_FILE', field, 'upload.unexpectedFile'));
      }
      inFlight.add(file);
      const slot = slots.push(undefined) - 1;
      const task = receiveFile(field, file, info, options)
        .then((result) => {
          if (result !== undefined) slots[slot] = { field, saved: result.value };
        })
        .catch((error: unknown) => fail(asAppError(error, field)))
        .finally(() => inFlight.delete(file));
      pending.push(task);
    });
    for (const event of ['filesLimit', 'fieldsLimit', 'partsLimit'] as const) {
      parser.on(event, () => fail(new AppError('TOO_MANY_PARTS')));
    }
    parser.on('error', () => fail(new AppError('MALFORMED_MULTIPART')));
    request.on('aborted', () => fail(new AppError('MALFORMED_MULTIPART')));
    parser.on('close', () => {
      void Promise.allSettled(pending).then(() => {
        if (!failure) resolve({ fields: { ...fields }, files: saved() });
      });
    });
    request.pipe(parser);
  });

const DEFAULT_FIELD_BYTES = 100 * 1024;
const DEFAULT_FIELDS = 20;

const createParser = <T>(
  request: IncomingMessage,
  options: ReceiveMultipartOptions<T>,
): Busboy | AppError => {
  const type = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) return new AppError('MULTIPART_EXPECTED');
  const maxFields = options.maxFields ?? DEFAULT_FIELDS;
  try {
    return busboy({
      headers: request.headers,
      defParamCharset: 'utf8',
      limits: {
        fileSize: options.maxFileBytes,
        files: options.maxFiles,
        fields: maxFields,
        fieldSize: options.maxFieldBytes ?? DEFAULT_FIELD_BYTES,
        // busboy 1.6 reports partsLimit once the count *reaches* the limit (at the closing
        // boundary), so a body of exactly maxFiles + maxFields parts was refused: a liveness
        // check of a 3-move challenge (4 frames, no fields) always was. Files and fields keep
        // their own limits; this one only stops what they do not count.
        parts: options.maxFiles + maxFields + 1,
        headerPairs: 20,
      },
    });
  } catch {
    // No boundary, or one busboy cannot use.
    return new AppError('MALFORMED_MULTIPART');
  }
};

/** Sniffs, sanitizes and saves one file; undefined for an empty file input left blank. */
const receiveFile = async <T>(
  field: string,
  file: Readable,
  info: FileInfo,
  options: ReceiveMultipartOptions<T>,
): Promise<{ value: T } | undefined> => {
  // Errors busboy puts on the file stream mean the body itself is broken (cut short).
  let bodyError: Error | undefined;
  file.on('error', (error) => {
    if (!(error instanceof UploadRejected) && !(error instanceof AppError)) bodyError = error;
  });
  file.once('limit', () => file.destroy(fileTooLarge(options.maxFileBytes)));
  try {
    return await sniffAndSave(field, file, options, !info.filename);
  } catch (error) {
    throw bodyError ? new AppError('MALFORMED_MULTIPART') : error;
  }
};
