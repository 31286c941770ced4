import type { MessageKey } from '@chegada/contracts';

/**
 * A file the guest form refuses, before the field it came in is known; receiveMultipart turns
 * it into an AppError naming that field.
 */
export class UploadRejected extends Error {
  constructor(
    readonly code: 'UNSUPPORTED_FILE_TYPE' | 'PAYLOAD_TOO_LARGE' | 'UNSAFE_CONTENT',
    readonly key: MessageKey,
    readonly values: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'UploadRejected';
  }
}
