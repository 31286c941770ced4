import { useField } from '../../../lib/forms/form-state';
import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { decodeIssue } from '../forms/field-issue';

type Props = {
  name: string;
  labelId: string;
  hintId?: string;
  /** Rewrites what is typed (input masks). */
  mask?: (typed: string) => string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

/** The translated text of a field's error. */
const useErrorText = (encoded: string | undefined): string | null => {
  const intl = useIntl();
  if (!encoded) return null;
  const issue = decodeIssue(encoded);
  return 'text' in issue ? issue.text : intl.formatMessage({ id: issue.key }, issue.values);
};

/**
 * A labelled input bound to the form around it. Its error shows once the field was
 * left or the form submitted, is linked with aria-describedby, and has its room reserved so
 * the layout does not jump.
 */
export const TextField = ({ name, labelId, hintId, mask, type = 'text', ...input }: Props) => {
  const [field, meta, helpers] = useField<string | number>(name);
  const id = `field-${name}`;
  const error = useErrorText(meta.touched ? meta.error : undefined);
  const describedBy = [hintId ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  const onChange = mask
    ? (event: ChangeEvent<HTMLInputElement>) => void helpers.setValue(mask(event.target.value))
    : field.onChange;
  return (
    <div className="auth-field">
      <label htmlFor={id}>
        <FormattedMessage id={labelId} />
      </label>
      {hintId ? (
        <p className="auth-hint" id={`${id}-hint`}>
          <FormattedMessage id={hintId} />
        </p>
      ) : null}
      <input
        {...input}
        {...field}
        id={id}
        type={type}
        value={field.value ?? ''}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <p className="auth-error" id={`${id}-error`}>
        {error}
      </p>
    </div>
  );
};
