import type { IntlShape } from 'react-intl';
import type { AnyObjectSchema, ValidationError } from 'yup';
import { isApiError } from '../api/api-error';
import { resolveSchema, type SchemaSource } from './lazy-schemas';

export type FormErrors = Record<string, string>;

type Param = string | number;

// Yup's params also hold the value, the path and the schema's spec: only words go to the text.
const messageValues = (params: Record<string, unknown> | undefined): Record<string, Param> =>
  Object.fromEntries(
    Object.entries(params ?? {}).filter(
      (entry): entry is [string, Param] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );

/** Yup's own test (`ValidationError.isError`), without importing Yup into the page. */
export const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof Error && error.name === 'ValidationError';

/** One text per field, the first problem found; the schema's message is a catalogue key. */
export const wordValidationError = (intl: IntlShape, error: ValidationError): FormErrors => {
  const errors: FormErrors = {};
  for (const issue of error.inner.length ? error.inner : [error]) {
    const field = issue.path ?? '';
    if (field in errors) continue;
    const values = messageValues(issue.params);
    errors[field] = intl.messages[issue.message]
      ? intl.formatMessage({ id: issue.message }, values)
      : issue.message;
  }
  return errors;
};

/**
 * A form `validate` (lib/forms/form-state) running the same Yup schema the server runs, with its
 * messages (catalogue keys such as 'validation.maxLength' with {max}) worded in the visitor's
 * language. The schema may come lazily (lazy-schemas.ts): the first check awaits it.
 */
export const validateWith =
  <Values>(
    source: SchemaSource<AnyObjectSchema>,
    intl: IntlShape,
    prepare?: (values: Values) => unknown,
  ) =>
  async (values: Values): Promise<FormErrors> => {
    const schema = await resolveSchema(source);
    try {
      await schema.validate(prepare ? prepare(values) : values, { abortEarly: false });
      return {};
    } catch (error) {
      if (isValidationError(error)) return wordValidationError(intl, error);
      throw error;
    }
  };

/** The field errors of a 400 answer (`errors: [{ field, message }]`), already worded. */
export const serverFieldErrors = (error: unknown): FormErrors =>
  isApiError(error)
    ? Object.fromEntries((error.errors ?? []).map(({ field, message }) => [field, message]))
    : {};
