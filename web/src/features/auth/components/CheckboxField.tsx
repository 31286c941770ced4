import { useField } from '../../../lib/forms/form-state';
import { FormattedMessage } from 'react-intl';

/** A labelled checkbox bound to the form around it. */
export const CheckboxField = ({ name, labelId }: { name: string; labelId: string }) => {
  const [field] = useField<boolean>(name, 'checkbox');
  const id = `field-${name}`;
  return (
    <div className="auth-check">
      <input
        id={id}
        type="checkbox"
        name={field.name}
        checked={Boolean(field.checked)}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
      <label htmlFor={id}>
        <FormattedMessage id={labelId} />
      </label>
    </div>
  );
};
