import { useFormContext } from '../../lib/forms/form-state';
import { FormattedMessage } from 'react-intl';

/** The form's send button, saying so while the request is on its way. */
export const SubmitButton = () => {
  const { isSubmitting } = useFormContext();
  return (
    <button type="submit" disabled={isSubmitting}>
      <FormattedMessage id={isSubmitting ? 'form.sending' : 'form.send'} />
    </button>
  );
};
