import type { PipeTransform } from '@nestjs/common';
import { ValidationError, type ObjectSchema, type AnyObject, type InferType } from 'yup';
import { isMessageKey } from '@chegada/contracts';
import { AppError, type FieldIssue } from '../errors';
import { refuseOverLongArrays } from './array-bounds';
import { unsafeNumberIssues, unstorableTextIssues } from './storable-text';

const toIssue = (error: ValidationError): FieldIssue => {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const values = Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
  const message = String(error.message);
  // Yup's own type errors ("must be a `number` type") are not catalogue keys.
  const key = isMessageKey(message) ? message : 'validation.type';
  // An unknown key is reported on itself, not on the object holding it.
  const unknown =
    error.type === 'noUnknown' && typeof params.unknown === 'string' ? params.unknown : '';
  const field = [error.path, unknown].filter(Boolean).join('.');
  return { field, key, values };
};

const leaves = (error: unknown): ValidationError[] => {
  if (error === undefined) return [];
  if (!(error instanceof ValidationError))
    throw error instanceof Error ? error : new Error('Validation failed', { cause: error });
  return error.inner.length > 0 ? error.inner : [error];
};

/**
 * Validates a body with a schema shared with the web client (libs/contracts), returning the
 * cast value; every failing field is reported at once.
 */
export class YupValidationPipe<Schema extends ObjectSchema<AnyObject>> implements PipeTransform {
  /** `castStrings` for query strings, where every value arrives as text. */
  constructor(
    private readonly schema: Schema,
    private readonly options: { castStrings?: boolean } = {},
  ) {}

  async transform(value: unknown): Promise<InferType<Schema>> {
    const input = value ?? {};
    // First, before anything reads the items: Yup validates each one before the length.
    refuseOverLongArrays(this.schema, input);
    // Before the schema: a trim or a cast must not hide it, and no branch may store it.
    const unstorable = unstorableTextIssues(input);
    if (unstorable.length > 0) throw new AppError('VALIDATION_FAILED', unstorable);
    // Yup would cast 42 to "42" and drop unknown keys; a JSON API rejects both instead, then
    // casts (trimming and the like) as the web client's form does.
    const typeErrors = leaves(
      await this.schema.validate(input, { strict: true, abortEarly: false }).then(
        () => undefined,
        (error: unknown) => error,
      ),
    ).filter(
      (leaf) =>
        leaf.type === 'noUnknown' || (leaf.type === 'typeError' && !this.options.castStrings),
    );
    if (typeErrors.length > 0) throw new AppError('VALIDATION_FAILED', typeErrors.map(toIssue));
    let valid: InferType<Schema>;
    try {
      valid = await this.schema.validate(input, { abortEarly: false });
    } catch (error) {
      throw new AppError('VALIDATION_FAILED', leaves(error).map(toIssue));
    }
    const unsafe = unsafeNumberIssues(valid);
    if (unsafe.length > 0) throw new AppError('VALIDATION_FAILED', unsafe);
    return valid;
  }
}
