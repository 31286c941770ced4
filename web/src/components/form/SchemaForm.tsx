import { FormikProvider, useFormik, type FormikHelpers } from 'formik';
import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AnyObjectSchema, InferType } from 'yup';
import { describeApiError, errorLink } from '../../lib/api/api-error';
import { notify } from '../../lib/notifications/notify';
import { FormBehaviour } from './FormBehaviour';
import {
  nestErrors,
  prepareRequest,
  schemaErrors,
  serverIssues,
  standingIssues,
  type FieldGroups,
  type FlatErrors,
  type ServerIssue,
} from './schema-validation';
import './form.css';

export type SchemaFormProps<Values extends object, Schema extends AnyObjectSchema> = {
  initialValues: Values;
  /** A shared schema of libs/contracts: the one the server checks the request with. */
  schema: Schema;
  /** Inputs hold text; this turns the values into the request (blanks become "not given"). */
  toRequest?: (values: Values) => unknown;
  /** Checks the schema cannot make on the request, worded, by path; they win over its own. */
  check?: (values: Values) => FlatErrors;
  /** Fields the schema checks together, by the path of their error (see FieldGroup). */
  groups?: FieldGroups;
  /**
   * Receives the request as the schema casts it (trimmed, numbers as numbers), and the values
   * it was made of (a form that stays open resets to them once saved: nothing left unsaved).
   */
  onSubmit: (
    request: InferType<Schema>,
    helpers: FormikHelpers<Values>,
    values: Values,
  ) => Promise<void>;
  /**
   * A failed submit. The 400's field errors are already on their fields (`onFields`); by
   * default a toast says why when none of them was.
   */
  onFailure?: (error: unknown, onFields: boolean) => void;
  className?: string;
  children: ReactNode;
};

/**
 * A Formik form checked live with a shared Yup schema, in the user's language. On submit every
 * field shows its error and the first invalid one takes the focus; the server's field errors
 * land on their fields and stay there until the value changes.
 */
export const SchemaForm = <Values extends object, Schema extends AnyObjectSchema>({
  initialValues,
  schema,
  toRequest,
  check,
  groups,
  onSubmit,
  onFailure,
  className = 'form',
  children,
}: SchemaFormProps<Values, Schema>) => {
  const intl = useIntl();
  const [issues, setIssues] = useState<ServerIssue[]>([]);
  const element = useRef<HTMLFormElement>(null);

  const formik = useFormik<Values>({
    initialValues,
    validate: async (values) =>
      nestErrors<Values>(
        check?.(values) ?? {},
        await schemaErrors(schema, prepareRequest(values, toRequest), intl),
        standingIssues(issues, values, groups),
      ),
    onSubmit: async (values, helpers) => {
      // Only the latest answer's field errors stand.
      setIssues([]);
      try {
        await onSubmit(schema.cast(prepareRequest(values, toRequest)), helpers, values);
      } catch (error) {
        const refused = serverIssues(error, values, groups);
        setIssues(refused);
        helpers.setErrors(nestErrors<Values>(standingIssues(refused, values, groups)));
        if (onFailure) onFailure(error, refused.length > 0);
        else if (refused.length === 0)
          notify.error(
            describeApiError(intl.formatMessage, error),
            errorLink(intl.formatMessage, error),
          );
      }
    },
  });

  return (
    <FormikProvider value={formik}>
      <form
        ref={element}
        className={className}
        noValidate
        onSubmit={formik.handleSubmit}
        onReset={formik.handleReset}
      >
        <FormBehaviour form={element} />
        {children}
      </form>
    </FormikProvider>
  );
};
