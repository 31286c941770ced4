import { createHash, randomUUID } from 'node:crypto';
import { pipeline, Transform, type Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { CONFIG, type Config } from '@chegada/config';
import { parseFileField, type ParsedFileField } from '@chegada/contracts';
import { encryptStream, FILE_STORE, type FileStore } from '@chegada/storage';
import {
  fieldError,
  receiveFileStream,
  receiveMultipart,
  UploadRejected,
  type Upload,
} from '../../uploads';

/** A file of this request, already encrypted in the store under a fresh key. */
export type ReceivedFile = ParsedFileField & {
  field: string;
  storageKey: string;
  mime: string;
  bytes: number;
  sha256: string;
};

export type ReceivedForm = { data: string | undefined; files: ReceivedFile[] };

export type ReceiveOptions = {
  reservationId: string;
  dataKey: Buffer;
  maxGuests: number;
  accepts: (file: ParsedFileField) => boolean;
};

// The main guest's five parts and three for each additional guest.
const maxFilesFor = (maxGuests: number): number => 5 + 3 * maxGuests;

/** Counts and hashes the plain bytes on their way to the cipher. */
const measuring = (into: { bytes: number; hash: ReturnType<typeof createHash> }): Transform =>
  new Transform({
    transform(chunk: Buffer, _encoding, done) {
      into.bytes += chunk.length;
      into.hash.update(chunk);
      done(null, chunk);
    },
  });

/**
 * Streams the guest form's multipart body: each file sniffed and sanitized by the upload
 * pipeline, encrypted with the reservation's data key and written to the store as it arrives.
 * Whatever fails, nothing of this request stays stored.
 */
@Injectable()
export class GuestFormUploads {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  async receive(request: Request, options: ReceiveOptions): Promise<ReceivedForm> {
    const { fields, files } = await receiveMultipart<ReceivedFile>(request, {
      maxFileBytes: this.config.UPLOAD_MAX_FILE_BYTES,
      maxFiles: maxFilesFor(options.maxGuests),
      acceptsFile: (field) => {
        const parsed = parseFileField(field);
        return parsed !== null && options.accepts(parsed);
      },
      saveFile: (upload) => this.saveFile(upload, options),
      discard: (saved) => this.store.remove(saved.storageKey),
    });
    return { data: fields.data, files: files.map(({ saved }) => saved) };
  }

  /** One file part whose bytes come as a stream (a completed resumable upload). */
  async receiveOne(
    field: string,
    stream: Readable,
    options: ReceiveOptions,
  ): Promise<ReceivedFile> {
    const parsed = parseFileField(field);
    if (!parsed || !options.accepts(parsed)) {
      stream.destroy();
      throw fieldError('UNEXPECTED_FILE', field, 'upload.unexpectedFile');
    }
    return receiveFileStream<ReceivedFile>(field, stream, {
      saveFile: (upload) => this.saveFile(upload, options),
      discard: (saved) => this.store.remove(saved.storageKey),
    });
  }

  private async saveFile(
    { field, kind, mime, stream }: Upload,
    options: ReceiveOptions,
  ): Promise<ReceivedFile> {
    const parsed = parseFileField(field);
    if (!parsed) throw new Error(`Unexpected file part ${field}`);
    // A selfie is a face to compare with the document: a photo, never a PDF.
    if (parsed.kind === 'doc_selfie' && kind === 'pdf') {
      stream.resume();
      throw new UploadRejected('UNSUPPORTED_FILE_TYPE', 'upload.selfieNotPhoto');
    }
    const storageKey = `reservations/${options.reservationId}/${randomUUID()}`;
    const measured = { bytes: 0, hash: createHash('sha256') };
    const encrypted: Readable = pipeline(
      stream,
      measuring(measured),
      encryptStream(options.dataKey),
      () => undefined,
    );
    await this.store.write(storageKey, encrypted);
    return {
      ...parsed,
      field,
      storageKey,
      mime,
      bytes: measured.bytes,
      sha256: measured.hash.digest('hex'),
    };
  }

  /** Removes files this request stored, when what follows the upload fails. */
  async discard(files: readonly { storageKey: string }[]): Promise<void> {
    await Promise.all(files.map((file) => this.store.remove(file.storageKey)));
  }
}
