import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AnyObjectSchema } from 'yup';
import { describeApiError } from '../../lib/api/api-error';
import { notify } from '../../lib/notifications/notify';
import { LeaveGuard } from './LeaveGuard';
import { SchemaForm, type SchemaFormProps } from './SchemaForm';
import { SubmitButton } from './SubmitButton';

type Props<Values extends object, Schema extends AnyObjectSchema> = Omit<
  SchemaFormProps<Values, Schema>,
  'onFailure'
> & { submitLabel: string; pendingLabel: string };

/**
 * The login of the host's account at a provider (TTLock, Stays), which the server tries on the
 * provider before it keeps it. The provider's refusal names no field: it stays beside the
 * form as well as in the toast, which goes after 5 s.
 */
export const ConnectAccountForm = <Values extends object, Schema extends AnyObjectSchema>({
  onSubmit,
  submitLabel,
  pendingLabel,
  children,
  ...form
}: Props<Values, Schema>) => {
  const intl = useIntl();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <SchemaForm
      {...form}
      onSubmit={(request, helpers, values) => {
        setRefusal(null);
        return onSubmit(request, helpers, values);
      }}
      onFailure={(error, onFields) => {
        if (onFields) return;
        const why = describeApiError(intl.formatMessage, error);
        setRefusal(why);
        notify.error(why);
      }}
    >
      <LeaveGuard />
      {children}
      {refusal ? (
        <p className="form-problem" role="alert">
          {refusal}
        </p>
      ) : null}
      <SubmitButton label={submitLabel} pending={pendingLabel} />
    </SchemaForm>
  );
};
