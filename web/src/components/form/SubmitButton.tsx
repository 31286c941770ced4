import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';

/** The form's submit button: disabled and saying so while the submit is on its way. */
export const SubmitButton = ({ label, pending }: { label?: string; pending?: string }) => {
  const intl = useIntl();
  const { isSubmitting } = useFormikContext();
  const idle = label ?? intl.formatMessage({ id: 'form.send' });
  return (
    <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
      {isSubmitting ? (pending ?? intl.formatMessage({ id: 'form.sending' })) : idle}
    </button>
  );
};
