import { useIntl } from 'react-intl';
import { accountSettingsSchema, locales, type Locale } from '@chegada/contracts';
import {
  FormSection,
  CheckboxField,
  CheckboxGroupField,
  LeaveGuard,
  SchemaForm,
  SelectField,
  SubmitButton,
  TextField,
  type Option,
} from '../../../components/form';
import { describeApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import { useSaveAccountSettingsMutation, type SettingsView } from '../api/settings-api';
import { GUEST_FORM_TOGGLES, NOTIFICATION_TOGGLES, toRequest, valuesOf } from './settings-values';
import { useText } from '../../../lib/i18n/use-text';

// Language names stay in their own language, as the language selector shows them.
const LANGUAGE_NAMES: Record<Locale, string> = {
  'pt-BR': 'Português (Brasil)',
  'en-US': 'English (US)',
  'es-ES': 'Español (España)',
};
const LANGUAGES: readonly Option[] = locales.map((locale) => ({
  value: locale,
  label: LANGUAGE_NAMES[locale],
  lang: locale,
}));

// Toggles whose label needs a word on what they do not do.
const TOGGLE_HINTS: readonly string[] = ['showDepositStep'];

// Optional: an empty contact is sent as null and shows guests none.
const CONTACTS = [
  { name: 'hostContactPhone', type: 'tel', autoComplete: 'tel' },
  { name: 'hostContactEmail', type: 'email', autoComplete: 'email' },
  { name: 'doormanListEmail', type: 'email', autoComplete: 'off' },
] as const;

/** The settings in sections, checked with the schema PUT /api/config/:id checks. */
export const SettingsForm = ({ settings }: { settings: SettingsView }) => {
  const intl = useIntl();
  const text = useText();
  const [save] = useSaveAccountSettingsMutation();
  const toggle = (name: string) => (
    <CheckboxField
      key={name}
      name={name}
      label={text(`settings.field.${name}`)}
      hint={TOGGLE_HINTS.includes(name) ? text(`settings.field.${name}Hint`) : undefined}
    />
  );
  return (
    <SchemaForm
      className="form settings-form"
      schema={accountSettingsSchema}
      initialValues={valuesOf(settings)}
      toRequest={toRequest}
      onSubmit={async (changes, form) => {
        const saved = await save({ id: settings.id, changes }).unwrap();
        notify.success(text('settings.saved'));
        form.resetForm({ values: valuesOf(saved) });
      }}
      // The server's field errors show on their fields: a toast would only repeat them.
      onFailure={(error, onFields) => {
        if (!onFields) notify.error(describeApiError(intl.formatMessage, error));
      }}
    >
      <LeaveGuard />
      <FormSection title={text('settings.section.languages')}>
        <CheckboxGroupField
          name="guestLanguages"
          label={text('settings.field.guestLanguages')}
          options={LANGUAGES}
        />
        <SelectField
          name="defaultLanguage"
          label={text('settings.field.defaultLanguage')}
          options={LANGUAGES}
        />
      </FormSection>
      <FormSection title={text('settings.section.notifications')}>
        {NOTIFICATION_TOGGLES.map(toggle)}
      </FormSection>
      <FormSection title={text('settings.section.contacts')}>
        {CONTACTS.map(({ name, type, autoComplete }) => (
          <TextField
            key={name}
            name={name}
            label={text(`settings.field.${name}`)}
            type={type}
            autoComplete={autoComplete}
            placeholder={text('settings.optionalHint')}
          />
        ))}
      </FormSection>
      <FormSection title={text('settings.section.guestForm')}>
        {GUEST_FORM_TOGGLES.map(toggle)}
        <TextField
          name="accessReleaseHoursBeforeCheckIn"
          label={text('settings.field.accessReleaseHoursBeforeCheckIn')}
          inputMode="numeric"
          required
        />
      </FormSection>
      <SubmitButton label={text('settings.save')} pending={text('settings.saving')} />
    </SchemaForm>
  );
};
