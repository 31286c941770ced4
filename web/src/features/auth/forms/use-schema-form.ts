import { useForm, type FormErrors } from '../../../lib/forms/form-state';
import { useState } from 'react';
import type { AnyObjectSchema, InferType } from 'yup';
import { useIntl } from 'react-intl';
import { describeApiError, isApiError } from '../../../lib/api/api-error';
import {
  lazySchema,
  resolveSchema,
  usePreloadedSchemas,
  type SchemaSource,
  type SharedSchemaName,
  type SharedSchemas,
} from '../../../lib/forms/lazy-schemas';
import { isValidationError } from '../../../lib/forms/validate-with';
import { notify } from '../../../lib/notifications/notify';
import { encodeIssue, issuesByField } from './field-issue';

/** A field the server refused, while it still holds the value the server saw. */
type ServerIssue = { field: string; message: string; value: unknown };

type FormValues = Record<string, unknown>;

// An empty input means "not given" (as Formik, this form's former library, read it for Yup).
const blankToUndefined = (values: FormValues): FormValues =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : value]),
  );

const validate = async <Values extends FormValues>(
  source: SchemaSource<AnyObjectSchema>,
  values: Values,
  serverIssues: ServerIssue[],
): Promise<FormErrors<Values>> => {
  const schema = await resolveSchema(source);
  const errors: Record<string, string> = {};
  try {
    await schema.validate(blankToUndefined(values), { abortEarly: false });
  } catch (error) {
    if (!isValidationError(error)) throw error;
    Object.assign(errors, issuesByField(error));
  }
  for (const issue of serverIssues) {
    if (values[issue.field] === issue.value) errors[issue.field] ??= issue.message;
  }
  return errors as FormErrors<Values>;
};

type Options<Values extends FormValues, Name extends SharedSchemaName> = {
  /** The shared schema, loaded alongside the page (lib/forms/lazy-schemas), not before it. */
  schema: Name;
  initialValues: Values;
  /** Receives the values as the schema casts them (trimmed, numbers as numbers). */
  submit: (request: InferType<SharedSchemas[Name]>) => Promise<void>;
  /** A failure that is not about a field of this form; by default a toast says why. */
  onFailure?: (error: unknown) => void;
};

/**
 * A form validated live by a schema shared with the server (libs/contracts), whose
 * field errors from a 400 answer stay on their fields until the value changes.
 */
export const useSchemaForm = <Values extends FormValues, Name extends SharedSchemaName>({
  schema,
  initialValues,
  submit,
  onFailure,
}: Options<Values, Name>) => {
  const intl = useIntl();
  const [serverIssues, setServerIssues] = useState<ServerIssue[]>([]);
  usePreloadedSchemas();
  return useForm<Values>({
    initialValues,
    validate: (values) => validate(lazySchema(schema), values, serverIssues),
    onSubmit: async (values, helpers) => {
      try {
        const cast = (await lazySchema(schema)()).cast(blankToUndefined(values)) as InferType<
          SharedSchemas[Name]
        >;
        await submit(cast);
      } catch (error) {
        const issues = (isApiError(error) ? (error.errors ?? []) : [])
          .filter(({ field }) => field in values)
          .map(({ field, message }) => ({
            field,
            message: encodeIssue({ text: message }),
            value: values[field],
          }));
        if (issues.length === 0) {
          return onFailure
            ? onFailure(error)
            : notify.error(describeApiError(intl.formatMessage, error));
        }
        setServerIssues(issues);
        // Submitting touched every field already, so these show at once.
        helpers.setErrors(
          Object.fromEntries(issues.map((i) => [i.field, i.message])) as FormErrors<Values>,
        );
      }
    },
  });
};
