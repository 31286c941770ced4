import {
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnyObjectSchema } from 'yup';
import { SchemaForm, SubmitButton, useFormState, type FieldGroups } from '../../../components/form';
import { toleratingMasks } from '../privacy/masks';
import { StepRefreshContext } from './use-server-changes';
import type { StepId } from './wizard-steps';

type Props<Values extends object> = {
  /** Which step: its heading is guest.step.<step>. */
  step: StepId;
  /** The heading's id, for a group of the step it names (aria-labelledby). */
  headingId?: string;
  /** What the step opens with (the wizard's values for it). */
  values: Values;
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
const FLUSH_EVENT = 'chegada:guest-draft-flush';

/** Keeps what the open step holds now, without waiting (the step is about to change). */
export const flushDraft = () => window.dispatchEvent(new Event(FLUSH_EVENT));

/**
 * Keeps what is typed on this device as it is typed (a closed tab loses nothing): 400 ms after
 * the last change, and at once when the page is hidden (the guest went to the camera, the
 * gallery or WhatsApp, and the phone may drop the tab) or the step changes under it. Only a
 * change of the values counts: the wizard hands a new `onChange` at each render.
 */
const KeepDraft = <Values,>({ onChange }: { onChange: (values: Values) => void }) => {
  const { values } = useFormState<Values>();
  const latest = useRef(onChange);
  // What the form holds now (set as it commits, before any event can ask for it), and what was
  // last kept: the values the step opened with are the wizard's own already.
  const now = useRef(values);
  const kept = useRef(values);
  useLayoutEffect(() => {
    now.current = values;
    latest.current = onChange;
  });
  const flush = useCallback(() => {
    if (now.current === kept.current) return;
    kept.current = now.current;
    latest.current(now.current);
  }, []);
  useEffect(() => {
    if (values === kept.current) return undefined;
    const timer = setTimeout(flush, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, flush]);
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    window.addEventListener(FLUSH_EVENT, flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener(FLUSH_EVENT, flush);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [flush]);
  return null;
};

/** Another device's values for fields the guest left alone here, set in place. */
const TakeServerValues = () => {
  const refresh = useContext(StepRefreshContext);
  const { setFieldValue } = useFormState();
  const applied = useRef(refresh?.id);
  useEffect(() => {
    if (!refresh || refresh.id === applied.current) return;
    applied.current = refresh.id;
    for (const [path, value] of refresh.fields) void setFieldValue(path, value, false);
  }, [refresh, setFieldValue]);
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
  step,
  headingId,
  values,
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
  const latest = useRef(values);
  // What another device saved may show masked here: left so, the server keeps it (issue 15).
  const checked = useMemo(() => toleratingMasks(schema), [schema]);
  const remember = useCallback((pressed: Values) => {
    latest.current = pressed;
  }, []);
  return (
    <SchemaForm
      className="guest-step form"
      initialValues={values}
      schema={checked}
      groups={groups}
      toRequest={toRequest}
      onSubmit={(request) => onNext(request as Record<string, unknown>, latest.current)}
      onFailure={onFailure}
    >
      <h2 id={headingId} tabIndex={-1} className="step-heading">
        <FormattedMessage id={`guest.step.${step}`} />
      </h2>
      {children}
      <KeepDraft onChange={onChange} />
      <TakeServerValues />
      <Actions onBack={onBack} nextLabel={nextLabel} onPress={remember} />
    </SchemaForm>
  );
};
