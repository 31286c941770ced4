import { useField } from 'formik';
import { FormattedMessage } from 'react-intl';

/** A labelled checkbox bound to the Formik form around it. */
export const CheckboxField = ({ name, labelId }: { name: string; labelId: string }) => {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
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
