import { useFormContext } from '../../lib/forms/form-state';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

/**
 * Inside a form (lib/forms/form-state): re-words the shown errors when the visitor switches language, and after
 * a submit attempt that failed validation moves the focus to the first invalid field.
 */
export const FormBehaviour = () => {
  const { locale } = useIntl();
  const { errors, submitCount, isValid, validateForm } = useFormContext();
  const shownLocale = useRef(locale);
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    if (hasErrors) void validateForm();
  }, [locale, hasErrors, validateForm]);

  useEffect(() => {
    if (submitCount === 0 || isValid) return;
    document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
  }, [submitCount, isValid]);

  return null;
};
