import { object, string, type InferType } from 'yup';
import { integer } from './scalar-fields';

/**
 * Starts a resumable upload of one file part of the guest form
 * (POST /api/stays/guestForm/:id/uploads): which part, how many bytes, and the file's name and
 * type as the browser tells them (kept for the record; the server sniffs the real type).
 */
export const startGuestUploadSchema = object({
  field: string().required('validation.required').max(40, 'validation.maxLength'),
  size: integer().required('validation.required').min(1, 'validation.numberOutOfRange'),
  name: string().default('').max(255, 'validation.maxLength'),
  type: string().default('').max(100, 'validation.maxLength'),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type StartGuestUploadRequest = InferType<typeof startGuestUploadSchema>;

/** Where a resumable upload stands: the bytes the server holds, from the file's start. */
export type GuestUploadState = { uploadId: string; offset: number; size: number };

/** The header a chunk carries (its start) and every upload answer carries (the bytes held). */
export const UPLOAD_OFFSET_HEADER = 'Upload-Offset';
/** The content type of a chunk (PATCH): the raw bytes, as tus names it. */
export const UPLOAD_CHUNK_TYPE = 'application/offset+octet-stream';
