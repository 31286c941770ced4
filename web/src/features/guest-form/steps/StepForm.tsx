import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnyObjectSchema } from 'yup';
import { SchemaForm, SubmitButton, useFormState, type FieldGroups } from '../../../components/form';
import { toleratingMasks } from '../privacy/masks';

type Props<Values extends object> = {
  heading: string;
  /** The heading's id, for a group of the step it names (aria-labelledby). */
  headingId?: string;
  initialValues: Values;
  schema: AnyObjectSchema;
  /** Fields the schema checks together (FieldGroup), by the path of their error. */
  groups?: FieldGroups;
  toRequest?: (values: Values) => unknown;
  /** Saves the step (it throws with the server's field errors when refused), then moves on. */
  onNext: (request: Record<string, unknown>, values: Values) => Promise<void>;
  /** Back without checks: what was typed is kept on this device. */
  onBack?: (values: Values) => void;
  /** Every change, to keep a draft on this device. */
  onChange: (values: Values) => void;
  onFailure?: (error: unknown, onFields: boolean) => void;
  nextLabel?: string;
  children: ReactNode;
};

const DRAFT_DELAY_MS = 400;

/**
 * Keeps what is typed on this device as it is typed (a closed tab loses nothing). Only a change
 * of the values counts: the wizard hands a new `onChange` at each render, and keeping the draft
 * renders it, so following `onChange` too re-rendered and rewrote the draft every 400 ms.
 */
const KeepDraft = <Values,>({ onChange }: { onChange: (values: Values) => void }) => {
  const { values } = useFormState<Values>();
  const latest = useRef(onChange);
  // The values the step opened with are the wizard's own already (and kept by it).
  const opened = useRef(values);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (values === opened.current) return undefined;
    const timer = setTimeout(() => latest.current(values), DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values]);
  return null;
};

const Actions = <Values,>({
  onBack,
  nextLabel,
  onPress,
}: {
  onBack?: (values: Values) => void;
  nextLabel: string;
  /** Given the values at the press of next (an Enter in a field presses it too). */
  onPress: (values: Values) => void;
}) => {
  const intl = useIntl();
  const { values } = useFormState<Values>();
  return (
    <div className="step-actions" onClickCapture={() => onPress(values)}>
      {onBack ? (
        <button type="button" className="guest-button secondary" onClick={() => onBack(values)}>
          <FormattedMessage id="guest.back" />
        </button>
      ) : null}
      <SubmitButton
        label={intl.formatMessage({ id: nextLabel })}
        pending={intl.formatMessage({ id: 'guest.saving' })}
      />
    </div>
  );
};

/**
 * One step of the guest form: the shared schema's rules for its fields on blur and on next,
 * the server's field errors on their fields, back and next within the thumb's reach.
 */
export const StepForm = <Values extends object>({
  heading,
  headingId,
  initialValues,
  schema,
  groups,
  toRequest,
  onNext,
  onBack,
  onChange,
  onFailure,
  nextLabel = 'guest.next',
  children,
}: Props<Values>) => {
  const latest = useRef(initialValues);
  // What another device saved may show masked here: left so, the server keeps it (issue 15).
  const checked = useMemo(() => toleratingMasks(schema), [schema]);
  const remember = useCallback((values: Values) => {
    latest.current = values;
  }, []);
  return (
    <SchemaForm
      className="guest-step form"
      initialValues={initialValues}
      schema={checked}
      groups={groups}
      toRequest={toRequest}
      onSubmit={(request) => onNext(request as Record<string, unknown>, latest.current)}
      onFailure={onFailure}
    >
      <h2 id={headingId} tabIndex={-1} className="step-heading">
        {heading}
      </h2>
      {children}
      <KeepDraft onChange={onChange} />
      <Actions onBack={onBack} nextLabel={nextLabel} onPress={remember} />
    </SchemaForm>
  );
};
