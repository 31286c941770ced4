import { useFormikContext } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';
import { useIntl } from 'react-intl';

/**
 * Inside a SchemaForm: re-words the shown errors when the user switches language, and once a
 * submit attempt settles with errors (the schema's or the server's) focuses the first invalid field.
 */
export const FormBehaviour = ({ form }: { form: RefObject<HTMLFormElement | null> }) => {
  const { locale } = useIntl();
  const { errors, submitCount, isSubmitting, isValidating, validateForm } = useFormikContext();
  const shownLocale = useRef(locale);
  const focusedAttempt = useRef(0);
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    if (hasErrors) void validateForm();
  }, [locale, hasErrors, validateForm]);

  useEffect(() => {
    if (submitCount === focusedAttempt.current || isSubmitting || isValidating) return;
    focusedAttempt.current = submitCount;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A group of choices is described as a whole; its first option takes the focus.
    const target =
      invalid instanceof HTMLFieldSetElement ? invalid.querySelector('input') : invalid;
    if (!hasErrors || !target) return;
    // In a folded section (FoldableSection), the field is unfolded first: hidden, it takes no focus.
    const folded = target.closest('details');
    if (folded) folded.open = true;
    target.focus();
  }, [form, submitCount, isSubmitting, isValidating, hasErrors]);

  return null;
};
