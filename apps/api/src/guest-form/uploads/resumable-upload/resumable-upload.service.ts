import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import {
  parseFileField,
  type ErrorCode,
  type GuestUploadState,
  type SaveGuestFormAnswer,
  type StartGuestUploadRequest,
} from '@chegada/contracts';
import { PersonalDataVault } from '@chegada/personal-data';
import { decryptBuffer, encryptBuffer } from '@chegada/storage';
import { AppError } from '../../../common';
import { asAppError, fieldError, fileTooLarge } from '../../../uploads';
import { acceptsFileOf, additionalGuestIndex, passCodeOf } from '../guest-file-parts';
import { type GuestLinkRequest } from '../../link-access';
import { UploadedFileSaver } from './uploaded-file-saver';
import { GuestUploadsRepository, type GuestUpload } from './guest-uploads.repository';

/** An upload not finished within this time is removed with its bytes. */
export const UPLOAD_LIFETIME_MS = 24 * 3600 * 1000;
/** The most one chunk may carry: it is held in memory while it is sealed and stored. */
export const MAX_CHUNK_BYTES = 1024 * 1024;
// Long enough for the slowest image to be re-encoded; a crashed completion is retried after.
const COMPLETION_MS = 5 * 60 * 1000;
// The file itself was refused, or the form closed: its bytes are of no further use.
const REFUSALS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'UNSUPPORTED_FILE_TYPE',
  'UNSAFE_CONTENT',
  'PAYLOAD_TOO_LARGE',
  'UNEXPECTED_FILE',
  'TRANSITION_NOT_ALLOWED',
]);

const mismatch = (offset: number) => new AppError('UPLOAD_OFFSET_MISMATCH', [], { offset });

/**
 * Byte-level resume of a guest form file part (issue 17): the file arrives in chunks, each
 * sealed under the reservation's data key as it is stored; once the last byte is in, the file
 * is saved exactly as a PUT carrying that one part (UploadedFileSaver, which is SaveGuestFormService.saveFile).
 */
@Injectable()
export class ResumableUploadService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly uploads: GuestUploadsRepository,
    private readonly vault: PersonalDataVault,
    private readonly forms: UploadedFileSaver,
  ) {}

  /** Checks what a PUT would check before a byte is stored, then opens the upload. */
  async start(link: GuestLinkRequest, request: StartGuestUploadRequest): Promise<GuestUploadState> {
    this.forms.assertCanChange(link.target, link.context, link.additionalGuestKey);
    const { field, size } = request;
    const parsed = parseFileField(field);
    const accepts = acceptsFileOf(additionalGuestIndex(link.target, link.additionalGuestKey));
    if (!parsed || !accepts(parsed))
      throw fieldError('UNEXPECTED_FILE', field, 'upload.unexpectedFile');
    if (size > this.config.UPLOAD_MAX_FILE_BYTES)
      throw asAppError(fileTooLarge(this.config.UPLOAD_MAX_FILE_BYTES), field);
    const now = new Date(link.context.occurredAt);
    await this.uploads.removeExpired(now);
    // 192 random bits: the id is the upload's only secret beyond the link itself.
    const uploadId = randomBytes(24).toString('base64url');
    await this.uploads.start({
      id: uploadId,
      reservationId: link.reservationId,
      guest: link.guest,
      field,
      size,
      name: request.name,
      type: request.type,
      expiresAt: new Date(now.getTime() + UPLOAD_LIFETIME_MS),
    });
    return { uploadId, offset: 0, size };
  }

  async state(link: GuestLinkRequest, uploadId: string): Promise<GuestUploadState> {
    const upload = await this.find(link, uploadId);
    return { uploadId, offset: upload.received, size: upload.size };
  }

  /** The most bytes a chunk starting at `offset` may carry; 409 when it starts elsewhere. */
  async room(link: GuestLinkRequest, uploadId: string, offset: number): Promise<number> {
    const upload = await this.find(link, uploadId);
    if (offset !== upload.received) throw mismatch(upload.received);
    return Math.min(MAX_CHUNK_BYTES, upload.size - upload.received);
  }

  /** Stores a chunk read from the request (all of it, or what arrived before a cut). */
  async append(
    link: GuestLinkRequest,
    uploadId: string,
    offset: number,
    chunk: Buffer,
  ): Promise<GuestUploadState & { complete: boolean }> {
    const upload = await this.find(link, uploadId);
    const held = (received: number) => ({
      uploadId,
      offset: received,
      size: upload.size,
      complete: received === upload.size,
    });
    // An empty chunk at the end asks again for a completion a cut connection left undone.
    if (chunk.length === 0) return held(upload.received);
    const dataKey = await this.vault.createKey(link.reservationId);
    const sealed = encryptBuffer(dataKey, chunk);
    const result = await this.uploads.append(uploadId, offset, { sealed, length: chunk.length });
    if (!result) throw new AppError('NOT_FOUND');
    if (!result.appended) throw mismatch(result.received);
    return held(result.received);
  }

  /**
   * Saves the whole file as a PUT with that one part would, and answers as that PUT does; asked
   * again (the phone lost the answer), answers the same without saving twice.
   */
  async complete(link: GuestLinkRequest, uploadId: string): Promise<SaveGuestFormAnswer> {
    const upload = await this.find(link, uploadId);
    const now = new Date(link.context.occurredAt);
    if (upload.completedAnswer)
      return { ...upload.completedAnswer, guestPassCode: passCodeOf(link.target, now) };
    if (!this.isComplete(upload)) throw mismatch(upload.received);
    const until = new Date(Date.now() + COMPLETION_MS);
    if (!(await this.uploads.claimCompletion(uploadId, until)))
      throw new AppError('CONCURRENCY_CONFLICT');
    const dataKey = await this.vault.createKey(link.reservationId);
    const stream = Readable.from(this.plainBytes(upload, dataKey));
    try {
      const answer = await this.forms.saveFile(
        link.target,
        { field: upload.field, stream },
        link.context,
        link.additionalGuestKey,
      );
      const { guestPassCode: _doorCode, ...kept } = answer;
      await this.uploads.markCompleted(uploadId, kept);
      return answer;
    } catch (error) {
      if (error instanceof AppError && REFUSALS.has(error.code))
        await this.uploads.remove(uploadId);
      else await this.uploads.releaseCompletion(uploadId);
      throw error;
    }
  }

  private isComplete(upload: GuestUpload): boolean {
    return upload.received === upload.size;
  }

  private async find(link: GuestLinkRequest, uploadId: string): Promise<GuestUpload> {
    const upload = await this.uploads.find(uploadId, link.reservationId, link.guest);
    if (!upload) throw new AppError('NOT_FOUND');
    return upload;
  }

  /** The file's bytes in order, one chunk in memory at a time. */
  private async *plainBytes(upload: GuestUpload, dataKey: Buffer): AsyncGenerator<Buffer> {
    for (let offset = 0; offset < upload.size;) {
      const chunk = await this.uploads.chunkAt(upload.id, offset);
      if (!chunk) throw new Error(`Upload ${upload.id} has no chunk at ${offset}`);
      yield decryptBuffer(dataKey, chunk.sealed);
      offset += chunk.length;
    }
  }
}
