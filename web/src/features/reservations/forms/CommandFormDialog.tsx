import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AnyObjectSchema, InferType } from 'yup';
import { SchemaForm, useCloseGuard } from '../../../components/form';
import { Dialog } from '../../../components/ui';
import { GuardedFooter } from './GuardedFooter';
import '../../../components/layout/creating-held.css';
import { describeApiError, errorLink, isApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import type { CommandAnswer } from '../api/reservation-types';

type Props<Values extends object, Schema extends AnyObjectSchema> = {
  title: ReactNode;
  description?: ReactNode;
  schema: Schema;
  initialValues: Values;
  toRequest: (values: Values) => unknown;
  /** Rules the schema leaves to the server, checked here first: worded errors by field. */
  check?: (values: Values) => Record<string, string>;
  submitLabel: string;
  /** Runs the command; its answer's message becomes the toast, unless `doneMessage`. */
  onSubmit: (request: InferType<Schema>) => Promise<CommandAnswer>;
  /** The toast when the server's word is too general for what this dialog did. */
  doneMessage?: string;
  /** After the toast; by default the dialog closes. */
  onDone?: (answer: CommandAnswer) => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A dialog holding a small form for one reservation command, on the form kit: field errors of
 * the schema (and of the server's 400) on their fields, the answer as a toast, a 409 said so.
 * Closing it, or leaving the page, with changes not sent asks first (LeaveGuard).
 */
export const CommandFormDialog = <Values extends object, Schema extends AnyObjectSchema>({
  title,
  description,
  schema,
  initialValues,
  toRequest,
  check,
  submitLabel,
  onSubmit,
  doneMessage,
  onDone,
  onClose,
  children,
}: Props<Values, Schema>) => {
  const intl = useIntl();
  // Closing with typed changes, or leaving the page (Back), asks first; a saved form closes.
  const close = useCloseGuard(onClose);
  // A refusal that links elsewhere (an inactive account's 402) shows inside the open form,
  // where a screen reader's user is: a toast outside the modal dialog may not be reachable.
  const [refusal, setRefusal] = useState<{ text: string; href: string; label: string } | null>(
    null,
  );
  const onFailure = (error: unknown, onFields: boolean) => {
    if (onFields) return;
    const link = errorLink(intl.formatMessage, error);
    if (link) return setRefusal({ text: describeApiError(intl.formatMessage, error), ...link });
    notify.error(
      isApiError(error) && error.status === 409
        ? intl.formatMessage({ id: 'reservationsPage.conflict' })
        : describeApiError(intl.formatMessage, error),
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close.request()}
      title={title}
      description={description}
    >
      <SchemaForm
        schema={schema}
        initialValues={initialValues}
        toRequest={toRequest}
        {...(check ? { check } : {})}
        onSubmit={async (request) => {
          setRefusal(null);
          const answer = await onSubmit(request);
          notify.success(doneMessage ?? answer.message);
          (onDone ?? onClose)(answer);
        }}
        onFailure={onFailure}
        className="form command-form"
      >
        {children}
        {refusal ? (
          <p
            role="alert"
            className="creating-held-notice command-form-refusal"
            // Below a long form (a phone): brought into the dialog's view, where the eye is.
            ref={(shown) => shown?.scrollIntoView?.({ block: 'nearest' })}
          >
            {refusal.text}{' '}
            <a href={refusal.href} target="_blank" rel="noopener">
              {refusal.label}
            </a>
          </p>
        ) : null}
        <GuardedFooter close={close} submitLabel={submitLabel} />
      </SchemaForm>
    </Dialog>
  );
};
