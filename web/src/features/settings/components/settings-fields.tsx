import { useField, useFormContext } from '../../../lib/forms/form-state';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { locales } from '@chegada/contracts';
import type { SettingsValues } from '../forms/settings-values';

// Language names stay in their own language, as the language selector shows them.
const languageNames: Record<string, string> = {
  'pt-BR': 'Português (Brasil)',
  'en-US': 'English (US)',
  'es-ES': 'Español (España)',
};

/** Errors of choices (not typed text) show at once: they only appear after a click. */
const ErrorLine = ({ id, error }: { id: string; error: string | undefined }) => (
  <p id={id} className="field-error">
    {error}
  </p>
);

const asText = (error: unknown): string | undefined =>
  typeof error === 'string' ? error : undefined;

/** A labelled on/off setting. */
export const ToggleField = ({ name }: { name: keyof SettingsValues }) => {
  const intl = useIntl();
  const [field] = useField<boolean>(name, 'checkbox');
  const id = useId();
  return (
    <div className="settings-toggle">
      <input
        id={id}
        type="checkbox"
        name={field.name}
        checked={Boolean(field.checked)}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
      <label htmlFor={id}>{intl.formatMessage({ id: `settings.field.${name}` })}</label>
    </div>
  );
};

/** The languages a guest may switch the form to: at least one. */
export const GuestLanguagesField = () => {
  const intl = useIntl();
  const { values, errors, setFieldValue } = useFormContext<SettingsValues>();
  const errorId = useId();
  const error = asText(errors.guestLanguages);
  const toggle = (locale: string, checked: boolean) =>
    void setFieldValue(
      'guestLanguages',
      locales.filter((option) =>
        option === locale ? checked : values.guestLanguages.includes(option),
      ),
    );
  return (
    <fieldset
      className="settings-choices"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{intl.formatMessage({ id: 'settings.field.guestLanguages' })}</legend>
      {locales.map((locale) => (
        <div className="settings-toggle" key={locale}>
          <input
            id={`${errorId}-${locale}`}
            type="checkbox"
            checked={values.guestLanguages.includes(locale)}
            onChange={(event) => toggle(locale, event.target.checked)}
          />
          <label htmlFor={`${errorId}-${locale}`} lang={locale}>
            {languageNames[locale]}
          </label>
        </div>
      ))}
      <ErrorLine id={errorId} error={error} />
    </fieldset>
  );
};

/** The language the guest form opens in; it must be one of the offered ones. */
export const DefaultLanguageField = () => {
  const intl = useIntl();
  const [field, meta] = useField<string>('defaultLanguage');
  const id = useId();
  const errorId = `${id}-error`;
  const error = meta.error;
  return (
    <div className="field">
      <label htmlFor={id}>{intl.formatMessage({ id: 'settings.field.defaultLanguage' })}</label>
      <select
        id={id}
        {...field}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {languageNames[locale]}
          </option>
        ))}
      </select>
      <ErrorLine id={errorId} error={error} />
    </div>
  );
};
