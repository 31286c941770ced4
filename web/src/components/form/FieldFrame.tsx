import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { useGroupError } from './FieldGroup';

/** What every control of a field carries: its id, name, required flag and ARIA links. */
export type ControlProps = {
  id: string;
  name: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldBasics = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Marks the label and the control; the schema decides what is really required. */
  required?: boolean;
};

/**
 * The error a field shows. Typed text waits until the field was left or the form submitted;
 * a choice shows it at once, since it only changes on a click.
 */
export const useFieldError = (name: string, atOnce = false): string | undefined => {
  const [, meta] = useField(name);
  return (atOnce || meta.touched) && typeof meta.error === 'string' ? meta.error : undefined;
};

/** Ids of a field's hint and error, and the ARIA attributes that point at them (and its group's). */
export const useControlProps = (
  { name, hint, required = false }: FieldBasics,
  error: string | undefined,
): ControlProps & { hintId: string; errorId: string } => {
  const id = useId();
  const group = useGroupError();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // Within a FieldGroup, the group's error is this field's too.
  const groupError = group?.error ? group.id : '';
  const describedBy = [hint ? hintId : '', error ? errorId : '', groupError]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    name,
    required,
    hintId,
    errorId,
    'aria-invalid': error || groupError ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
};

/**
 * A labelled field: label (with the required mark), hint, the control, and the error line,
 * whose room is kept when empty so an error does not push the form around.
 */
export const FieldFrame = ({
  atOnce = false,
  children,
  ...basics
}: FieldBasics & { atOnce?: boolean; children: (control: ControlProps) => ReactNode }) => {
  const error = useFieldError(basics.name, atOnce);
  const { hintId, errorId, ...control } = useControlProps(basics, error);
  return (
    <div className="field">
      <label htmlFor={control.id} className={control.required ? 'field-required' : undefined}>
        {basics.label}
      </label>
      {basics.hint ? (
        <p id={hintId} className="field-hint">
          {basics.hint}
        </p>
      ) : null}
      {children(control)}
      <p id={errorId} className="field-error">
        {error}
      </p>
    </div>
  );
};
