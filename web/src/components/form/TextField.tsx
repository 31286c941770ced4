import { useField } from '../../lib/forms/form-state';
import { useId, type InputHTMLAttributes } from 'react';

type Props = {
  name: string;
  label: string;
  /** A multi-line field (a message). */
  multiline?: boolean;
  /** False for a field that may be left empty. */
  required?: boolean;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'min' | 'max' | 'placeholder'
>;

/**
 * A labelled input whose error, once the field was touched, is linked with aria-describedby.
 * The error line keeps its height when empty, so an error does not push the form around.
 */
export const TextField = ({
  name,
  label,
  multiline = false,
  required = true,
  ...inputProps
}: Props) => {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const error = meta.touched ? meta.error : undefined;
  const shared = {
    ...field,
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={6} {...shared} /> : <input {...inputProps} {...shared} />}
      <p id={errorId} className="field-error">
        {error}
      </p>
    </div>
  );
};
