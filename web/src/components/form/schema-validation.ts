import { prepareDataForValidation, getIn, setIn, type FormikErrors } from 'formik';
import type { IntlShape } from 'react-intl';
import type { AnyObjectSchema, ValidationError } from 'yup';
import { isApiError } from '../../lib/api/api-error';

/** Form errors by path ('tiers[0].min'), each already worded for the user. */
export type FlatErrors = Record<string, string>;

/** A field the server refused, while it still holds the value the server saw. */
export type ServerIssue = { field: string; message: string; value: unknown };

type Param = string | number;

// Yup's params also hold the value, the path and the schema's spec: only words go to the text.
const messageValues = (params: Record<string, unknown> | undefined): Record<string, Param> =>
  Object.fromEntries(
    Object.entries(params ?? {}).filter(
      (entry): entry is [string, Param] =>
        !['path', 'label', 'originalValue', 'value', 'type'].includes(entry[0]) &&
        (typeof entry[1] === 'string' || typeof entry[1] === 'number'),
    ),
  );

/** Yup's own test (`ValidationError.isError`). */
export const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof Error && error.name === 'ValidationError';

/** The first problem of each field; the shared schemas answer catalogue keys ('validation.maxLength' with {max}). */
export const wordValidationError = (intl: IntlShape, error: ValidationError): FlatErrors => {
  const errors: FlatErrors = {};
  for (const issue of error.inner.length ? error.inner : [error]) {
    const field = issue.path ?? '';
    errors[field] ??= intl.messages[issue.message]
      ? intl.formatMessage({ id: issue.message }, messageValues(issue.params))
      : issue.message;
  }
  return errors;
};

/** What the schema checks and the server receives: an empty input is "not given" (Formik's reading). */
export const prepareRequest = <Values>(values: Values, toRequest?: (values: Values) => unknown) =>
  prepareDataForValidation((toRequest ? toRequest(values) : values) as object);

/** Runs the schema on the request; the errors come worded, by path. */
export const schemaErrors = async (
  schema: AnyObjectSchema,
  request: unknown,
  intl: IntlShape,
): Promise<FlatErrors> => {
  try {
    await schema.validate(request, { abortEarly: false });
    return {};
  } catch (error) {
    if (isValidationError(error)) return wordValidationError(intl, error);
    throw error;
  }
};

/** Flat errors nested the way Formik keeps them (arrays for indexes); the first on a path wins. */
export const nestErrors = <Values>(...sources: FlatErrors[]): FormikErrors<Values> => {
  let nested: FormikErrors<Values> = {};
  for (const source of sources) {
    for (const [path, message] of Object.entries(source)) {
      if (getIn(nested, path) === undefined)
        nested = setIn(nested, path, message) as FormikErrors<Values>;
    }
  }
  return nested;
};

/** Groups of fields checked together, by the path of their error ('guestCount': adults, children). */
export type FieldGroups = Readonly<Record<string, readonly string[]>>;

/** A field's value, or a group's: the values of its fields. */
const valueAt = (values: object, path: string, groups: FieldGroups): unknown =>
  groups[path]?.map((field) => getIn(values, field) as unknown) ?? getIn(values, path);

const unchanged = (now: unknown, then: unknown) =>
  Array.isArray(now) && Array.isArray(then)
    ? now.length === then.length && now.every((value, index) => value === then[index])
    : now === then;

/**
 * The fields (or groups) of a 400 answer (`errors: [{ field, message }]`) that this form has,
 * with their values.
 */
export const serverIssues = (error: unknown, values: object, groups: FieldGroups = {}) =>
  (isApiError(error) ? (error.errors ?? []) : [])
    .filter(({ field }) => valueAt(values, field, groups) !== undefined)
    .map(({ field, message }): ServerIssue => ({
      field,
      message,
      value: valueAt(values, field, groups),
    }));

/** The server's errors on fields (or groups) the user has not changed since. */
export const standingIssues = (
  issues: ServerIssue[],
  values: object,
  groups: FieldGroups = {},
): FlatErrors =>
  Object.fromEntries(
    issues
      .filter(({ field, value }) => unchanged(valueAt(values, field, groups), value))
      .map(({ field, message }) => [field, message]),
  );
