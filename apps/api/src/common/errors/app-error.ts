import type { ErrorCode, MessageKey } from '@chegada/contracts';

/** A field's problem, as a catalogue key; the filter words it in the caller's language. */
export type FieldIssue = {
  field: string;
  key: MessageKey;
  values?: Record<string, string | number>;
};

/**
 * What services and domain code throw: a stable code, never an HTTP status. The exception
 * filter maps codes to statuses in one place (STYLE.md, Errors).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly issues: FieldIssue[] = [],
    readonly values: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}
